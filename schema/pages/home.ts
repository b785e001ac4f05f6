import { z } from 'zod';
import { SafeUrl } from '../safe-url.ts';
import { Text, Slug, Href, Image } from '../primitives.ts';
import { item, says } from '../field-words.ts';
import {
  FeatureSection,
  ListSection,
  button,
  heading,
  optionalSubtitle,
  searchResult,
  section,
  steps,
  words,
} from './shared.ts';

export const HomePage = z
  .object({
    meta: searchResult,
    hero: section(
      z
        .object({
          badge: words('Small line above the headline', 'A short claim in a pill', 'Family-owned since {founded}'),
          title: says(Text, {
            label: 'Headline at the top of the page',
            help: 'The largest words of the site',
            example: 'Auto & Truck Repair',
            keywords: ['title', 'heading'],
          }),
          highlightedTitle: words('Second line of the headline', 'Shown in color after the headline', 'in Lebanon, OH'),
          description: says(Text, {
            label: 'Text under the headline',
            help: 'One or two sentences',
            example: 'Honest repairs for cars and trucks, done right the first time.',
            long: true,
          }),
          claims: says(z.array(item(Text, 'Promise')).min(1).max(6), {
            label: 'Promises under the text',
            help: 'One to six short lines with a tick',
            example: ['ASE certified', 'Same-day service'],
          }),
          primaryCta: button('Main button', 'The first button under the headline'),
          secondaryCta: button('Second button', 'The button beside the main one'),
          /** Looping muted video for medium and wider screens; `image` is shown on small screens and as the poster. */
          video: section(
            z
              .object({
                src: says(SafeUrl.regex(/^\/[\w./-]+\.(mp4|webm)$/, 'Expected a video path like "/media/hero.mp4"'), {
                  label: 'Video file',
                  help: 'An MP4 or WebM file of the site',
                  example: '/media/hero.mp4',
                }),
              })
              .strict(),
            'Video',
            'Plays without sound behind the headline on wider screens',
            ['movie', 'film'],
          ),
          image: says(Image, {
            label: 'Picture',
            help: 'Shown on phones instead of the video, and while the video loads',
            keywords: ['photo', 'image', 'poster'],
          }),
        })
        .strict(),
      'Top of the page',
      'Headline, promises, buttons, video and picture',
      ['headline', 'banner'],
    ),
    features: section(FeatureSection(3), 'Three points', 'Three cards under the top of the page'),
    servicesList: section(
      z
        .object({
          title: heading('Above the services', 'Our Services'),
          subtitle: optionalSubtitle,
          items: says(
            z
              .array(
                item(
                  z.object({ name: words('Service', 'Its name in the list', 'Oil Change'), href: Href }).strict(),
                  'Service',
                ),
              )
              .min(12)
              .max(24),
            { label: 'Services', help: 'Twelve to twenty-four services, each with its page' },
          ),
          allLink: button('Link to every service', 'Under the list'),
        })
        .strict(),
      'Services',
      'The list of services on the home page',
    ),
    trust: section(FeatureSection(4), 'Why choose us', 'Four cards about the shop', ['trust']),
    makes: section(
      z
        .object({
          title: heading('Above the makes', 'All Makes & Models'),
          subtitle: words('Line under the heading', 'One sentence', 'We service every brand.'),
          slugs: says(z.array(item(Slug, 'Make')).min(1), {
            label: 'Makes shown',
            help: 'The makes shown here, each by the last part of its address (honda for Honda)',
            example: ['honda', 'ford'],
          }),
          allLink: button('Link to every make', 'Under the makes'),
        })
        .strict(),
      'Makes',
      'The makes shown on the home page',
      ['brands', 'logo'],
    ),
    process: section(
      z
        .object({ title: heading('Above the steps', 'How It Works'), subtitle: optionalSubtitle, steps: steps(3) })
        .strict(),
      'How it works',
      'Three steps',
    ),
    towns: section(ListSection(1), 'Towns served', 'The towns listed on the home page', ['cities', 'area']),
    faq: section(
      z
        .object({
          title: heading('Above the questions', 'Frequently Asked Questions'),
          subtitle: optionalSubtitle,
          items: says(
            z
              .array(
                item(
                  z
                    .object({
                      question: words('Question', 'As a customer asks it', 'Do you work on diesel trucks?'),
                      answer: says(Text, {
                        label: 'Answer',
                        help: 'A few sentences',
                        example: 'Yes: we service diesel pickups and vans.',
                        long: true,
                      }),
                    })
                    .strict(),
                  'Question',
                ),
              )
              .min(1),
            { label: 'Questions and answers', help: 'At least one' },
          ),
        })
        .strict(),
      'Questions and answers',
      'The frequently asked questions',
      ['faq', 'questions'],
    ),
    serviceRequest: section(
      z
        .object({
          contactTitle: heading('Of the contact card', 'Contact Us'),
          hoursTitle: heading('Of the hours card', 'Business Hours'),
          whyChooseUs: section(
            z
              .object({
                title: heading('Of the reasons', 'Why Choose Us'),
                points: says(z.array(item(Text, 'Reason')).min(1), {
                  label: 'Reasons',
                  help: 'Short lines',
                  example: ['Honest prices'],
                }),
              })
              .strict(),
            'Reasons to choose the shop',
            'Beside the form',
          ),
          mapTitle: words('Name of the map', 'Read to visitors who cannot see the map', 'Map to our shop'),
          directionsCta: button('Directions button', 'Opens a map'),
          callCta: button('Call button', 'Dials the shop'),
        })
        .strict(),
      'Around the service request form',
      'The cards beside the form (its own words are in the forms)',
      ['appointment', 'booking'],
    ),
    mobileBar: section(
      z
        .object({
          call: button('Call button', 'On the left of the bar'),
          schedule: button('Booking button', 'On the right of the bar'),
        })
        .strict(),
      'Bar at the bottom of a phone',
      'Two buttons that stay at the bottom of the screen on a phone',
      ['mobile'],
    ),
  })
  .strict();
export type HomePage = z.infer<typeof HomePage>;

import { z } from 'zod';
import { Text, Link, Feature, Image, PageMeta } from '../primitives.ts';
import { item, says } from '../field-words.ts';

/** A heading of a section. */
export const heading = (help: string, example: string) =>
  says(Text, { label: 'Heading', help, example, keywords: ['title'] });
/** The line under a section's heading, which may be left out. */
export const optionalSubtitle = says(Text.optional(), {
  label: 'Line under the heading',
  help: 'One sentence. Left empty, there is none',
  example: 'Everything your vehicle needs, under one roof.',
  long: true,
});
/** A button or link, named by where it is. */
export const button = (label: string, help: string) => says(Link, { label, help, keywords: ['button', 'link'] });
/** Words of a page that are not a section of their own: a heading, a label. */
export const words = (label: string, help: string, example: string) => says(Text, { label, help, example });
/** A section of a page, named by what it is. */
export const section = <S extends z.ZodType>(schema: S, label: string, help: string, keywords?: string[]) =>
  says(schema, { label, help, ...(keywords && { keywords }) });
/** What every page says about itself in search results and link previews. */
export const searchResult = says(PageMeta, {
  label: 'In search results',
  help: 'How Google and shared links show the page',
  keywords: ['seo', 'google'],
});

/** The large opening band of a page. */
export const Hero = z
  .object({
    badge: says(Text.optional(), {
      label: 'Small line above the headline',
      help: 'A short claim in a pill. Left empty, there is none',
      example: 'Family-owned since {founded}',
    }),
    title: says(Text, {
      label: 'Headline at the top of the page',
      help: 'The largest words of the page',
      example: 'About Kessler Auto',
      keywords: ['title', 'heading'],
    }),
    highlightedTitle: says(Text.optional(), {
      label: 'Second line of the headline',
      help: 'Shown in color after the headline',
      example: '& Truck Repair',
    }),
    description: says(Text, {
      label: 'Text under the headline',
      help: 'One or two sentences',
      example: 'Honest repairs for every make since {founded}.',
      long: true,
    }),
    primaryCta: says(Link.optional(), {
      label: 'Main button',
      help: 'The first button under the headline',
      keywords: ['button'],
    }),
    secondaryCta: says(Link.optional(), {
      label: 'Second button',
      help: 'The button beside the main one',
      keywords: ['button'],
    }),
    image: says(Image.optional(), {
      label: 'Picture',
      help: 'Beside or behind the headline',
      keywords: ['photo', 'image'],
    }),
  })
  .strict();
export type Hero = z.infer<typeof Hero>;
/** The top of a page. */
export const top = says(Hero, {
  label: 'Top of the page',
  help: 'Headline, text and buttons',
  keywords: ['headline', 'banner'],
});

/** A closing call to action. */
export const CallToAction = z
  .object({
    title: heading('The closing invitation', 'Ready to Get Your Vehicle Fixed?'),
    description: says(Text, {
      label: 'Text under the heading',
      help: 'One or two sentences',
      example: 'Call or send a request: we answer {responsePromise}.',
      long: true,
    }),
    primaryCta: button('Main button', 'The first button'),
    secondaryCta: says(Link.optional(), { label: 'Second button', help: 'The button beside it', keywords: ['button'] }),
  })
  .strict();
export type CallToAction = z.infer<typeof CallToAction>;
/** The band at the bottom of a page. */
export const closing = says(CallToAction, {
  label: 'Closing invitation',
  help: 'The band at the bottom of the page with buttons',
  keywords: ['button'],
});

const cards = (min: number, max: number) =>
  says(z.array(item(Feature, 'Card')).min(min).max(max), {
    label: 'Cards',
    help: min === max ? `${min} cards, each with an icon` : `${min} to ${max} cards, each with an icon`,
  });

export const FeatureSection = (min: number, max = min) =>
  z
    .object({
      title: heading('Above the cards', 'Why Choose Us'),
      subtitle: optionalSubtitle,
      items: cards(min, max),
    })
    .strict();

export const ListSection = (min: number, max = 100) =>
  z
    .object({
      title: heading('Above the list', 'What We Offer'),
      subtitle: optionalSubtitle,
      list: says(z.array(item(Text, 'Line')).min(min).max(max), {
        label: 'Lines',
        help: min === max ? `${min} short lines` : `At least ${min} short line${min === 1 ? '' : 's'}`,
        example: ['ASE certified technicians'],
      }),
    })
    .strict();

const Step = z
  .object({
    title: heading('Of the step', 'Call or Book Online'),
    description: says(Text, {
      label: 'Text of the step',
      help: 'One or two sentences',
      example: 'Tell us what your vehicle needs.',
      long: true,
    }),
  })
  .strict();
/** A list of steps. */
export const steps = (count: number) =>
  says(z.array(item(Step, 'Step')).length(count), { label: 'Steps', help: `${count} steps, in order` });

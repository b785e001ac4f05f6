import { z } from 'zod';
import { Feature, Image, Paragraphs } from '../primitives.ts';
import { item, says } from '../field-words.ts';
import { ListSection, closing, heading, optionalSubtitle, searchResult, section, top, words } from './shared.ts';

export const AboutPage = z
  .object({
    meta: searchResult,
    hero: top,
    stats: section(
      z
        .array(
          item(
            z
              .object({
                value: words('Figure', 'The number, as shown', '5,000+'),
                label: words('What it counts', 'Under the number', 'Happy customers'),
              })
              .strict(),
            'Figure',
          ),
        )
        .min(3)
        .max(6),
      'Figures',
      'Three to six numbers about the shop',
      ['numbers', 'statistics'],
    ),
    owner: section(
      z
        .object({
          title: heading('Of the section about the owner', 'Meet the Owner'),
          name: words("Owner's name", 'Under the photo', 'Dave Kessler'),
          role: words("Owner's role", 'Under the name', 'Owner & Master Technician'),
          bio: says(Paragraphs, {
            label: 'About the owner',
            help: 'A few paragraphs in the first person or the third',
          }),
          image: says(Image, { label: "Owner's photo", help: 'A portrait', keywords: ['photo', 'picture', 'image'] }),
        })
        .strict(),
      'The owner',
      'The owner with a photo and a few paragraphs',
      ['bio', 'photo'],
    ),
    values: section(
      z
        .object({
          title: heading('Of the values', 'Our Values'),
          subtitle: optionalSubtitle,
          items: says(z.array(item(Feature, 'Shop value')).min(2), {
            label: 'Values',
            help: 'Each with an icon and a sentence',
          }),
        })
        .strict(),
      'Values',
      'What the shop stands for',
    ),
    certifications: section(ListSection(1), 'Certifications', 'The certifications of the shop and its mechanics', [
      'ase',
      'certified',
    ]),
    towns: section(ListSection(1), 'Towns served', 'The towns the shop serves, as a list', ['cities', 'area']),
    cta: closing,
  })
  .strict();
export type AboutPage = z.infer<typeof AboutPage>;

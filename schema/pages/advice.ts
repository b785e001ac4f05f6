import { z } from 'zod';
import { Text } from '../primitives.ts';
import { item, says } from '../field-words.ts';
import {
  CallToAction,
  button,
  closing,
  heading,
  optionalSubtitle,
  searchResult,
  section,
  top,
  words,
} from './shared.ts';

export const AdvicePage = z
  .object({
    meta: searchResult,
    hero: top,
    tips: section(
      z
        .object({
          title: heading('Of the tips', 'Quick Car Care Tips'),
          subtitle: optionalSubtitle,
          items: says(
            z
              .array(
                item(
                  z
                    .object({
                      tip: words('Tip', 'In a few words', 'Check your tire pressure monthly'),
                      description: says(Text, {
                        label: 'Why',
                        help: 'One sentence',
                        example: 'Under-inflated tires wear faster and waste fuel.',
                        long: true,
                      }),
                    })
                    .strict(),
                  'Tip',
                ),
              )
              .min(3),
            { label: 'Tips', help: 'At least three' },
          ),
        })
        .strict(),
      'Quick tips',
      'Short tips above the articles',
    ),
    articles: section(
      z
        .object({
          title: heading('Above the articles', 'Latest Articles'),
          allLabel: words('"All" filter', 'The filter that shows every topic', 'All'),
          readMore: words('Link to an article', 'Under each article', 'Read more'),
          featuredLabel: words('Mark of the first article', 'On the article shown first', 'Featured'),
        })
        .strict(),
      'List of articles',
      'The words around the articles',
    ),
    cta: closing,
    articlePage: section(
      z
        .object({
          backLink: button('Link back to the advice page', 'At the top of each article'),
          cta: says(CallToAction, { label: 'Closing invitation', help: 'At the bottom of each article' }),
        })
        .strict(),
      'On every article',
      'Words every article page shares',
    ),
  })
  .strict();
export type AdvicePage = z.infer<typeof AdvicePage>;

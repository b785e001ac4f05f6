import { z } from 'zod';
import { SafeUrl } from './safe-url.ts';
import { hrefKeywords } from './href-keywords.ts';
import { readTypedDay } from './typed-date.ts';
import { item, says } from './field-words.ts';

/** A URL path segment: lower-case letters, digits and single hyphens. */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a slug: lower-case letters, digits and hyphens, like "oil-change"');
export type Slug = z.infer<typeof Slug>;

/** Non-empty, trimmed, single-line text. */
export const Text = z.string().trim().min(1, 'Required: this text cannot be empty');
export type Text = z.infer<typeof Text>;

/**
 * Where a link or button goes: an internal path ("/contact#quote", "#faq"), a full https URL, a
 * mailto:/tel: link, or one of the keywords of href-keywords.ts (call, directions, email, careers-email).
 */
export const Href = says(
  SafeUrl.trim().regex(
    new RegExp(`^(\\/[^\\s]*|#[a-z0-9-]+|https:\\/\\/[^\\s]+|mailto:[^\\s]+|tel:[^\\s]+|${hrefKeywords.join('|')})$`),
    `Expected a link: a path starting with "/", "#section", "https://...", "mailto:", "tel:", or one of ${hrefKeywords.join(', ')}`,
  ),
  {
    label: 'Where it leads',
    help: `A page of the site ("/contact"), a part of a page ("/contact#quote"), a full web address ("https://…"), or one of: ${hrefKeywords.join(', ')}`,
    example: '/contact#quote',
    link: true,
    keywords: ['link', 'url', 'address', 'page'],
  },
);
export type Href = z.infer<typeof Href>;

export const Link = z
  .object({
    label: says(Text, {
      label: 'Words on the link or button',
      help: 'What the visitor reads and taps',
      example: 'Call now',
      keywords: ['button'],
    }),
    href: Href,
  })
  .strict();
export type Link = z.infer<typeof Link>;

/** Icons the site can draw. Each name maps to one icon of the sprite in src/ui/icon-sprite.ts. */
export const IconName = says(
  z.enum([
    'wrench',
    'shield-check',
    'clock',
    'dollar-sign',
    'award',
    'car',
    'truck',
    'gauge',
    'cpu',
    'battery',
    'thermometer',
    'snowflake',
    'droplet',
    'zap',
    'settings',
    'search',
    'calendar',
    'map-pin',
    'phone',
    'users',
    'heart',
    'star',
    'check-circle',
    'clipboard-check',
    'hammer',
    'fuel',
    'disc',
    'cog',
    'graduation-cap',
    'briefcase',
    'home',
    'handshake',
    'thumbs-up',
    'timer',
    'badge-check',
    'route',
    'file-text',
    'mail',
    'sparkles',
    'activity',
    'flame',
    'wind',
    'tool-case',
  ]),
  { label: 'Icon', help: 'The small drawing beside the words', example: 'wrench', keywords: ['picture', 'symbol'] },
);
export type IconName = z.infer<typeof IconName>;

export const Feature = z
  .object({
    icon: IconName,
    title: says(Text, { label: 'Heading', help: 'The short line in bold', example: 'Certified mechanics' }),
    description: says(Text, {
      label: 'Text under the heading',
      help: 'One or two sentences',
      example: 'Every mechanic is ASE certified and trained on the latest vehicles.',
      long: true,
    }),
  })
  .strict();
export type Feature = z.infer<typeof Feature>;

/**
 * A picture of the site (under content/static/) with its text alternative: all the owner writes. Its size and its
 * smaller AVIF and WebP versions are the build's to find (compiler/picture-facts.ts), and the pages show them.
 */
export const Image = z
  .object({
    src: says(
      SafeUrl.regex(/^\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, 'Expected an image path like "/media/hero.svg"'),
      {
        label: 'Picture',
        help: 'Upload a photo, or write the address of one already on the site',
        example: '/media/shop-front.jpg',
        picture: true,
        keywords: ['photo', 'image'],
      },
    ),
    alt: says(z.string(), {
      label: 'What the picture shows',
      help: 'Read aloud to visitors who cannot see it, and read by search engines. Leave empty only for a picture that is decoration',
      example: 'Our mechanic checking the brakes of a pickup truck',
    }),
  })
  .strict();
export type Image = z.infer<typeof Image>;

/** Paragraphs of running text: one string per paragraph. */
export const Paragraphs = z.array(item(Text, 'Paragraph', { long: true })).min(1, 'Required: at least one paragraph');

/** What every page says about itself in search results and link previews. */
export const PageMeta = z
  .object({
    title: says(Text.max(70, 'Too long for a search result title: keep it at 70 characters or fewer'), {
      label: 'Search result title',
      help: "The blue link in Google's results and the name on the browser tab: 70 characters at most",
      example: 'Oil Change in Lebanon, OH | {shopName}',
      ownWords: true,
      keywords: ['seo', 'google', 'tab'],
    }),
    description: says(Text.max(170, 'Too long for a search result description: keep it at 170 characters or fewer'), {
      label: 'Search result description',
      help: "The two lines under the title in Google's results and in link previews: 170 characters at most",
      example: 'Quick, honest oil changes with quality oil and a free 21-point check. Call {phone}.',
      ownWords: true,
      long: true,
      keywords: ['seo', 'google', 'preview'],
    }),
  })
  .strict();
export type PageMeta = z.infer<typeof PageMeta>;

/** A price range written "$45-$75"; the renderer shows it as written. */
export const PriceRange = says(
  z
    .string()
    .trim()
    .regex(/^\$\d{1,3}(,\d{3})*-\$\d{1,3}(,\d{3})*$/, 'Expected a price range like "$45-$75"'),
  {
    label: 'Price range',
    help: 'From the lowest to the highest price, written "$45-$75"',
    example: '$45-$75',
    keywords: ['cost'],
  },
);

/**
 * Why a "YYYY-MM-DD" text is not a day of the calendar, in the owner's words, or undefined when it is one.
 * A month past 12 (month and day swapped, "2026-22-12") and a day the month does not have ("2026-02-30") are
 * refused, never rolled over into another day. The words are the editor's date field's (schema/typed-date.ts),
 * so a date typed there ("02/30/2026") is refused here as it was there.
 */
function calendarDayProblem(value: string): string | undefined {
  const typed = readTypedDay(value);
  if ('day' in typed)
    return typed.day === value ? undefined : `Expected a date written year-month-day, like "${typed.day}"`;
  return typed.unreadable ? 'Expected a date written year-month-day, like "2026-12-31"' : typed.problem;
}

/**
 * A calendar day written 2026-12-31, kept as that text. The loaders read YAML dates as text (never as a Date,
 * which would turn a day that does not exist into another one), so this is where a date is checked.
 */
export const CalendarDay = z
  .string()
  .superRefine((value, ctx) => {
    const problem = calendarDayProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  })
  // A day as JSON Schema says it: editors offer a date picker.
  .meta({ format: 'date' });

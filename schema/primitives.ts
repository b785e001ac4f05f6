import { z } from 'zod';
import { SafeSrcSet, SafeUrl } from './safe-url.ts';
import { hrefKeywords } from './href-keywords.ts';
import { readTypedDay } from './typed-date.ts';

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
export const Href = SafeUrl.trim().regex(
  new RegExp(`^(\\/[^\\s]*|#[a-z0-9-]+|https:\\/\\/[^\\s]+|mailto:[^\\s]+|tel:[^\\s]+|${hrefKeywords.join('|')})$`),
  `Expected a link: a path starting with "/", "#section", "https://...", "mailto:", "tel:", or one of ${hrefKeywords.join(', ')}`,
);
export type Href = z.infer<typeof Href>;

export const Link = z.object({ label: Text, href: Href }).strict();
export type Link = z.infer<typeof Link>;

/** Icons the site can draw. Each name maps to one icon of the sprite in src/ui/icon-sprite.ts. */
export const IconName = z.enum([
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
]);
export type IconName = z.infer<typeof IconName>;

export const Feature = z.object({ icon: IconName, title: Text, description: Text }).strict();
export type Feature = z.infer<typeof Feature>;

/** An image shipped with the site (under content/media or public/) with its text alternative. */
export const Image = z
  .object({
    src: SafeUrl.regex(/^\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, 'Expected an image path like "/media/hero.svg"'),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /**
     * Responsive AVIF/WebP versions. Usually left out: the build finds files named like the image plus a
     * width ("/media/hero-poster-640.avif" beside "/media/hero-poster.jpg") and lists them here.
     */
    sources: z
      .array(
        z
          .object({
            type: z.enum(['image/avif', 'image/webp']),
            srcSet: SafeSrcSet.trim().min(1, 'Required: this text cannot be empty'),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();
export type Image = z.infer<typeof Image>;

/** Paragraphs of running text: one string per paragraph. */
export const Paragraphs = z.array(Text).min(1, 'Required: at least one paragraph');

/** What every page says about itself in search results and link previews. */
export const PageMeta = z
  .object({
    title: Text.max(70, 'Too long for a search result title: keep it at 70 characters or fewer'),
    description: Text.max(170, 'Too long for a search result description: keep it at 170 characters or fewer'),
  })
  .strict();
export type PageMeta = z.infer<typeof PageMeta>;

/** A price range written "$45-$75"; the renderer shows it as written. */
export const PriceRange = z
  .string()
  .trim()
  .regex(/^\$\d{1,3}(,\d{3})*-\$\d{1,3}(,\d{3})*$/, 'Expected a price range like "$45-$75"');

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

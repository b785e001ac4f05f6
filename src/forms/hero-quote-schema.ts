import { z } from 'zod';
import type { Forms } from '../../schema/forms.ts';

export type HeroQuoteContent = Forms['heroQuote'];

/** The simulated send of the hero quote form (spec section 9: 1000 ms). */
export const HERO_QUOTE_DELAY_MS = 1000;

/**
 * The rules of the home hero quote form (spec section 5), with the messages and limits of content/forms.yaml:
 * name and phone of a minimum length, a valid email, a chosen service.
 */
export function heroQuoteSchema(form: Pick<HeroQuoteContent, 'messages' | 'limits'>) {
  const { messages, limits } = form;
  return z.object({
    name: z.string().trim().min(limits.nameMin, { error: messages.name }),
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: messages.email })),
    phone: z.string().trim().min(limits.phoneMin, { error: messages.phone }),
    service: z.string().min(1, { error: messages.service }),
  });
}

type HeroQuoteSchema = ReturnType<typeof heroQuoteSchema>;
/** What the fields hold while the visitor types. */
export type HeroQuoteInput = z.input<HeroQuoteSchema>;
/** What a valid submission hands on (text trimmed). */
export type HeroQuoteValues = z.output<HeroQuoteSchema>;

export const emptyHeroQuote: HeroQuoteInput = { name: '', email: '', phone: '', service: '' };

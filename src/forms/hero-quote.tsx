import { DeferredForm } from './deferred-form.tsx';
import { HeroQuoteFields } from './hero-quote-fields.tsx';
import type { HeroQuoteContent } from './hero-quote-schema.ts';

/** The hero quote form: its markup at once, its validation and sending code once the visitor starts using it. */
export function HeroQuote({ form }: { form: HeroQuoteContent }) {
  return (
    <DeferredForm
      load={() => import('./hero-quote-form.tsx').then((m) => m.HeroQuoteForm)}
      props={{ form }}
      shell={
        <form noValidate className="space-y-4">
          <HeroQuoteFields form={form} bind={(name) => ({ name })} errors={{}} submitting={false} />
        </form>
      }
    />
  );
}

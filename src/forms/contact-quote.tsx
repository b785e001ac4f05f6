import { DeferredForm } from './deferred-form.tsx';
import { ContactQuoteFields, type ContactQuote as Content } from './contact-quote-fields.tsx';

/** The contact quote form: its markup at once, its sending code once the visitor starts using it. */
export function ContactQuote({ form }: { form: Content }) {
  return (
    <DeferredForm
      load={() => import('./contact-quote-form.tsx').then((m) => m.ContactQuoteForm)}
      props={{ form }}
      shell={
        <form className="space-y-4">
          <ContactQuoteFields form={form} bind={(name) => ({ name })} sending={false} />
        </form>
      }
    />
  );
}

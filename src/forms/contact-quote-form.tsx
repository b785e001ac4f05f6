import { Send } from '../ui/icons.tsx';
import type { Forms } from '../../schema/forms.ts';
import { CheckboxField, Field, Options } from './field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { RequestMetaFields } from './request-meta-fields.tsx';
import { useRequestForm } from './use-request-form.ts';
import { useClientValue } from '../lib/use-client-value.ts';

const ID = 'contact-quote';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A special the visitor came from (`?special=<slug>`), with its title when the page knows it. */
interface ChosenSpecial {
  slug: string;
  title?: string;
}

/** The special named in the page address (`?special=<slug>`), if it reads as a slug; none in the pre-rendered HTML. */
function useSpecialInAddress(): string | undefined {
  const search = useClientValue(() => window.location.search, '');
  const slug = new URLSearchParams(search).get('special')?.trim();
  return slug && SLUG.test(slug) ? slug : undefined;
}

/**
 * The contact page's quote request: name and phone required, email optional, consent required (without it
 * the form stops with the "Consent Required" notice); "Sending..." until the server answers, then "Message
 * Sent!" and an empty form. A visitor who came from a special (`/contact?special=<slug>#quote`) sends its slug.
 */
export function ContactQuoteForm({
  form,
  action,
  specials = [],
}: {
  form: Forms['contactQuote'];
  action: string;
  /** Titles of the current specials, when the page has them. */
  specials?: readonly { slug: string; title: string }[];
}) {
  const { labels, limits } = form;
  const {
    errors,
    busy,
    form: formProps,
  } = useRequestForm({
    action,
    rules: (contract) => contract.contactQuoteSchema(form),
    success: form.success,
    failure: form.messages.failure,
    stops: { consent: form.consentRequired },
  });
  const slug = useSpecialInAddress();
  const special: ChosenSpecial | undefined = slug
    ? { slug, title: specials.find((s) => s.slug === slug)?.title }
    : undefined;
  // The empty choice ("Select a service") comes first whatever its place in the content.
  const options = [...form.services.filter((o) => o.value === ''), ...form.services.filter((o) => o.value !== '')];
  return (
    <form {...formProps} className="relative space-y-4">
      {special?.title && (
        <p className="rounded-lg bg-accent-50 px-4 py-3 text-sm text-navy-900 ring-1 ring-accent-100">
          <span className="font-semibold">{labels.special}:</span> {special.title}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field form={ID} name="name" label={labels.name} required error={errors.name}>
          {(c) => <input {...c} type="text" autoComplete="name" minLength={limits.nameMin} />}
        </Field>
        <Field form={ID} name="phone" label={labels.phone} required error={errors.phone}>
          {(c) => <input {...c} type="tel" autoComplete="tel" inputMode="tel" minLength={limits.phoneMin} />}
        </Field>
      </div>
      <Field form={ID} name="email" label={labels.email} error={errors.email}>
        {(c) => <input {...c} type="email" autoComplete="email" />}
      </Field>
      <Field form={ID} name="service" label={labels.service} error={errors.service}>
        {(c) => (
          <select {...c} defaultValue="">
            <Options options={options} />
          </select>
        )}
      </Field>
      <Field form={ID} name="message" label={labels.message} error={errors.message}>
        {(c) => <textarea {...c} rows={4} />}
      </Field>
      <CheckboxField form={ID} name="consent" label={labels.consent} required error={errors.consent} />
      <input type="hidden" name="special" value={special?.slug ?? ''} />
      <RequestMetaFields form={ID} />
      <SubmitButton
        busy={busy}
        label={form.submit}
        busyLabel={form.sending}
        icon={<Send className="size-5" aria-hidden="true" />}
      />
    </form>
  );
}

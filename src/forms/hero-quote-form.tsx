import type { Forms } from '../../schema/forms.ts';
import { Field, Options } from './field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { RequestMetaFields } from './request-meta-fields.tsx';
import { useRequestForm } from './use-request-form.ts';

const ID = 'hero-quote';

/**
 * The quote request of the home hero: every field required, the spec's messages under the fields (on submit,
 * then on every change), "Submitting..." until the server answers, then the success notice and an empty form.
 */
export function HeroQuoteForm({ form, action }: { form: Forms['heroQuote']; action: string }) {
  const { labels, placeholders, limits, messages } = form;
  const {
    errors,
    busy,
    form: formProps,
  } = useRequestForm({
    action,
    rules: (contract) => contract.heroQuoteSchema(form),
    success: { title: messages.success },
    failure: messages.failure,
  });
  return (
    <form {...formProps} className="relative space-y-4">
      <Field form={ID} name="name" label={labels.name} required markRequired={false} error={errors.name}>
        {(c) => (
          <input {...c} type="text" autoComplete="name" minLength={limits.nameMin} placeholder={placeholders.name} />
        )}
      </Field>
      <Field form={ID} name="email" label={labels.email} required markRequired={false} error={errors.email}>
        {(c) => <input {...c} type="email" autoComplete="email" inputMode="email" placeholder={placeholders.email} />}
      </Field>
      <Field form={ID} name="phone" label={labels.phone} required markRequired={false} error={errors.phone}>
        {(c) => (
          <input
            {...c}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            minLength={limits.phoneMin}
            placeholder={placeholders.phone}
          />
        )}
      </Field>
      <Field form={ID} name="service" label={labels.service} required markRequired={false} error={errors.service}>
        {(c) => (
          <select {...c} defaultValue="">
            <option value="">{placeholders.service}</option>
            <Options options={form.services} />
          </select>
        )}
      </Field>
      <RequestMetaFields form={ID} />
      <SubmitButton busy={busy} label={form.submit} busyLabel={form.submitting} />
    </form>
  );
}

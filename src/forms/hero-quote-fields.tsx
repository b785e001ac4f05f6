import type { ReactNode } from 'react';
import type { HeroQuoteContent } from './hero-quote-schema.ts';
import { buttonClass } from '../ui/button.tsx';
import { labelClass, controlClass, errorClass } from './field-styles.ts';

export type HeroQuoteField = 'name' | 'email' | 'phone' | 'service';

/** The fields and button of the hero quote form; `bind` gives each control its name and behaviour. */
export function HeroQuoteFields({
  form,
  bind,
  errors,
  submitting,
}: {
  form: HeroQuoteContent;
  bind: (name: HeroQuoteField) => object;
  errors: Partial<Record<HeroQuoteField, string>>;
  submitting: boolean;
}) {
  const { labels, placeholders } = form;
  return (
    <>
      <Field id="hero-quote-name" label={labels.name} error={errors.name}>
        {(a) => <input {...a} {...bind('name')} type="text" autoComplete="name" placeholder={placeholders.name} />}
      </Field>
      <Field id="hero-quote-email" label={labels.email} error={errors.email}>
        {(a) => (
          <input
            {...a}
            {...bind('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={placeholders.email}
          />
        )}
      </Field>
      <Field id="hero-quote-phone" label={labels.phone} error={errors.phone}>
        {(a) => (
          <input
            {...a}
            {...bind('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={placeholders.phone}
          />
        )}
      </Field>
      <Field id="hero-quote-service" label={labels.service} error={errors.service}>
        {(a) => (
          <select {...a} {...bind('service')}>
            <option value="">{placeholders.service}</option>
            {form.services.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="submit"
        disabled={submitting}
        className={`${buttonClass('primary', 'lg')} w-full cursor-pointer disabled:cursor-wait disabled:opacity-75`}
      >
        {submitting ? form.submitting : form.submit}
      </button>
    </>
  );
}

type ControlAttrs = {
  id: string;
  className: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/** A visible label, the control, and the field's message right under it, tied together for assistive tech. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (attrs: ControlAttrs) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        className: controlClass,
        required: true,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

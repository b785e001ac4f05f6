import type { FormEvent, ReactNode } from 'react';
import type { Forms } from '../../schema/forms.ts';
import { buttonClass } from '../ui/button.tsx';
import { labelClass, controlClass } from './field-styles.ts';

type Content = Forms['serviceRequest'];

/**
 * The lower service-request form of the home page. Only the browser checks it (name, phone and email
 * required, email typed); submitting is suppressed and nothing else happens (spec sections 4, 5, 7).
 */
export function ServiceRequestForm({ form }: { form: Content }) {
  const { labels } = form;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <Field id="sr-name" label={labels.name} required>
        <input id="sr-name" name="name" type="text" autoComplete="name" required className={controlClass} />
      </Field>
      <Field id="sr-phone" label={labels.phone} required>
        <input
          id="sr-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          className={controlClass}
        />
      </Field>
      <Field id="sr-email" label={labels.email} required className="sm:col-span-2">
        <input id="sr-email" name="email" type="email" autoComplete="email" required className={controlClass} />
      </Field>
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <Field id="sr-vehicle-year" label={labels.vehicleYear}>
          <input id="sr-vehicle-year" name="vehicleYear" type="text" inputMode="numeric" className={controlClass} />
        </Field>
        <Field id="sr-vehicle-make" label={labels.vehicleMake}>
          <input id="sr-vehicle-make" name="vehicleMake" type="text" className={controlClass} />
        </Field>
        <Field id="sr-vehicle-model" label={labels.vehicleModel}>
          <input id="sr-vehicle-model" name="vehicleModel" type="text" className={controlClass} />
        </Field>
      </div>
      <Field id="sr-service" label={labels.service} className="sm:col-span-2">
        <select id="sr-service" name="service" defaultValue={form.services[0]?.value} className={controlClass}>
          {form.services.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="sr-preferred-date" label={labels.preferredDate}>
        <input id="sr-preferred-date" name="preferredDate" type="date" className={controlClass} />
      </Field>
      <Field id="sr-preferred-time" label={labels.preferredTime}>
        <select
          id="sr-preferred-time"
          name="preferredTime"
          defaultValue={form.times[0]?.value}
          className={controlClass}
        >
          {form.times.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="sr-message" label={labels.message} className="sm:col-span-2">
        <textarea id="sr-message" name="message" rows={4} className={`${controlClass} resize-y`} />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonClass('primary', 'lg')} w-full cursor-pointer sm:w-auto`}>
          {form.submit}
        </button>
        <p className="mt-3 text-sm text-steel-600">{form.note}</p>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  required = false,
  className = '',
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-accent-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

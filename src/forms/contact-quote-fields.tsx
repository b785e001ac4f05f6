import type { ReactNode } from 'react';
import { Send } from 'lucide-react';
import type { Forms } from '../../schema/forms.ts';
import { buttonClass } from '../ui/button.tsx';
import { controlClass, labelClass } from './field-styles.ts';

export type ContactQuote = Forms['contactQuote'];
export type ContactField = 'name' | 'phone' | 'email' | 'service' | 'message' | 'consent';

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-accent-700">
          *
        </span>
      )}
    </label>
  );
}

/** The fields and button of the contact quote form; `bind` gives each control its name and behaviour. */
export function ContactQuoteFields({
  form,
  bind,
  sending,
}: {
  form: ContactQuote;
  bind: (name: ContactField) => object;
  sending: boolean;
}) {
  const id = 'contact-quote';
  // The empty choice ("Select a service") comes first whatever its place in the content.
  const options = [...form.services.filter((o) => o.value === ''), ...form.services.filter((o) => o.value !== '')];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-name`} required>
            {form.labels.name}
          </Label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            required
            aria-required="true"
            className={controlClass}
            {...bind('name')}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-phone`} required>
            {form.labels.phone}
          </Label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            aria-required="true"
            className={controlClass}
            {...bind('phone')}
          />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>{form.labels.email}</Label>
        <input id={`${id}-email`} type="email" autoComplete="email" className={controlClass} {...bind('email')} />
      </div>
      <div>
        <Label htmlFor={`${id}-service`}>{form.labels.service}</Label>
        <select id={`${id}-service`} className={controlClass} {...bind('service')}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>{form.labels.message}</Label>
        <textarea id={`${id}-message`} rows={4} className={controlClass} {...bind('message')} />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-consent`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-accent-600"
          {...bind('consent')}
        />
        <label htmlFor={`${id}-consent`} className="text-sm text-steel-700">
          {form.labels.consent}
        </label>
      </div>
      <button
        type="submit"
        disabled={sending}
        className={`${buttonClass('primary', 'lg')} w-full disabled:cursor-wait disabled:opacity-80`}
      >
        <Send className="size-5" aria-hidden="true" />
        {sending ? form.sending : form.submit}
      </button>
    </>
  );
}

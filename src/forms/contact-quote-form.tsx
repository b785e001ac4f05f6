import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Notices } from '../ui/notices.tsx';
import { Send } from 'lucide-react';
import type { Forms } from '../../schema/forms.ts';
import { buttonClass } from '../ui/button.tsx';
import { controlClass, labelClass } from './field-styles.ts';

type ContactQuote = Forms['contactQuote'];

interface Values {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  consent: boolean;
}

const empty: Values = { name: '', phone: '', email: '', service: '', message: '', consent: false };

function Label({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
      {required && <span aria-hidden="true" className="ml-0.5 text-accent-700">*</span>}
    </label>
  );
}

/**
 * The contact page's quote request. Name and phone are required (browser validation); without consent a
 * notice stops the submit; otherwise a simulated send of form.delayMs ends with a success notice and an
 * empty form. Nothing is sent anywhere. The notices appear in <Notices />, mounted here.
 */
export function ContactQuoteForm({ form }: { form: ContactQuote }) {
  const id = useId();
  const { register, handleSubmit, reset } = useForm<Values>({ defaultValues: empty });
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The empty choice ("Select a service") comes first whatever its place in the content.
  const options = [...form.services.filter((o) => o.value === ''), ...form.services.filter((o) => o.value !== '')];

  const onSubmit = (values: Values) => {
    if (sending) return;
    if (!values.consent) {
      toast.error(form.consentRequired.title, { description: form.consentRequired.description });
      return;
    }
    setSending(true);
    timer.current = setTimeout(() => {
      toast.success(form.success.title, { description: form.success.description });
      reset(empty);
      setSending(false);
    }, form.delayMs);
  };

  return (
    <>
    <Notices />
    <form onSubmit={handleSubmit(onSubmit)} aria-busy={sending} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-name`} required>{form.labels.name}</Label>
          <input id={`${id}-name`} type="text" autoComplete="name" required aria-required="true" className={controlClass}
            {...register('name', { required: true })} />
        </div>
        <div>
          <Label htmlFor={`${id}-phone`} required>{form.labels.phone}</Label>
          <input id={`${id}-phone`} type="tel" autoComplete="tel" inputMode="tel" required aria-required="true" className={controlClass}
            {...register('phone', { required: true })} />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>{form.labels.email}</Label>
        <input id={`${id}-email`} type="email" autoComplete="email" className={controlClass} {...register('email')} />
      </div>
      <div>
        <Label htmlFor={`${id}-service`}>{form.labels.service}</Label>
        <select id={`${id}-service`} className={controlClass} {...register('service')}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>{form.labels.message}</Label>
        <textarea id={`${id}-message`} rows={4} className={controlClass} {...register('message')} />
      </div>
      <div className="flex items-start gap-3">
        <input id={`${id}-consent`} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-accent-600" {...register('consent')} />
        <label htmlFor={`${id}-consent`} className="text-sm text-steel-700">{form.labels.consent}</label>
      </div>
      <button type="submit" disabled={sending} className={`${buttonClass('primary', 'lg')} w-full disabled:cursor-wait disabled:opacity-80`}>
        <Send className="size-5" aria-hidden="true" />
        {sending ? form.sending : form.submit}
      </button>
    </form>
    </>
  );
}

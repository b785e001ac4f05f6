import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Notices } from '../ui/notices.tsx';
import { ContactQuoteFields, type ContactQuote } from './contact-quote-fields.tsx';
import type { TakeOver } from './deferred-form.tsx';

interface Values {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  consent: boolean;
}

const empty: Values = { name: '', phone: '', email: '', service: '', message: '', consent: false };

/**
 * The contact page's quote request. Name and phone are required (browser validation); without consent a
 * notice stops the submit; otherwise a simulated send of form.delayMs ends with a success notice and an
 * empty form. Nothing is sent anywhere. The notices appear in <Notices />, mounted here.
 */
export function ContactQuoteForm({ form, initialValues, submitNow }: { form: ContactQuote } & TakeOver) {
  const { register, handleSubmit, reset } = useForm<Values>({
    defaultValues: { ...empty, ...initialValues, consent: initialValues.consent === 'on' },
  });
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

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

  // A submit asked for before this code arrived goes through the browser's required-field check first.
  useEffect(() => {
    if (submitNow) formRef.current?.requestSubmit();
  }, []);

  return (
    <>
      <Notices />
      <form ref={formRef} onSubmit={handleSubmit(onSubmit)} aria-busy={sending} className="space-y-4">
        <ContactQuoteFields
          form={form}
          sending={sending}
          bind={(name) => register(name, name === 'name' || name === 'phone' ? { required: true } : {})}
        />
      </form>
    </>
  );
}

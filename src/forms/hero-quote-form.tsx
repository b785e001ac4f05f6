import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Notices } from '../ui/notices.tsx';
import {
  heroQuoteSchema, emptyHeroQuote, HERO_QUOTE_DELAY_MS,
  type HeroQuoteContent, type HeroQuoteInput, type HeroQuoteValues,
} from './hero-quote-schema.ts';
import { buttonClass } from '../ui/button.tsx';
import { labelClass, controlClass, errorClass } from './field-styles.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The quote request of the home hero (spec sections 4, 5, 7): validated on submit, then on every change;
 * a simulated one-second send that logs the request, then a success notice and an empty form.
 */
export function HeroQuoteForm({ form, delayMs = HERO_QUOTE_DELAY_MS }: { form: HeroQuoteContent; delayMs?: number }) {
  const schema = useMemo(() => heroQuoteSchema(form), [form]);
  const {
    register, handleSubmit, reset, formState: { errors, isSubmitting },
  } = useForm<HeroQuoteInput, unknown, HeroQuoteValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyHeroQuote,
  });

  const onSubmit = async (values: HeroQuoteValues) => {
    try {
      await wait(delayMs);
      // The spec's only "call": the request is logged, nothing is sent (spec section 7).
      console.log('Quote request:', values);
      toast.success(form.messages.success);
      reset(emptyHeroQuote);
    } catch {
      toast.error(form.messages.failure);
    }
  };

  const { labels, placeholders } = form;
  return (
    <>
    <Notices />
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-busy={isSubmitting}>
      <Field id="hero-quote-name" label={labels.name} error={errors.name?.message}>
        {(a) => <input {...a} {...register('name')} type="text" autoComplete="name" placeholder={placeholders.name} />}
      </Field>
      <Field id="hero-quote-email" label={labels.email} error={errors.email?.message}>
        {(a) => <input {...a} {...register('email')} type="email" autoComplete="email" inputMode="email" placeholder={placeholders.email} />}
      </Field>
      <Field id="hero-quote-phone" label={labels.phone} error={errors.phone?.message}>
        {(a) => <input {...a} {...register('phone')} type="tel" autoComplete="tel" inputMode="tel" placeholder={placeholders.phone} />}
      </Field>
      <Field id="hero-quote-service" label={labels.service} error={errors.service?.message}>
        {(a) => (
          <select {...a} {...register('service')}>
            <option value="">{placeholders.service}</option>
            {form.services.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        )}
      </Field>
      <button type="submit" disabled={isSubmitting}
        className={`${buttonClass('primary', 'lg')} w-full cursor-pointer disabled:cursor-wait disabled:opacity-75`}>
        {isSubmitting ? form.submitting : form.submit}
      </button>
    </form>
    </>
  );
}

type ControlAttrs = {
  id: string; className: string; required: true; 'aria-invalid': boolean; 'aria-describedby': string | undefined;
};

/** A visible label, the control, and the field's message right under it, tied together for assistive tech. */
function Field({ id, label, error, children }: {
  id: string; label: string; error: string | undefined; children: (attrs: ControlAttrs) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>{label}</label>
      {children({ id, className: controlClass, required: true, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && <p id={errorId} className={errorClass}>{error}</p>}
    </div>
  );
}

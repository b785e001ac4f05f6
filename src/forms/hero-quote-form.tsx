import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Notices } from '../ui/notices.tsx';
import {
  heroQuoteSchema,
  emptyHeroQuote,
  HERO_QUOTE_DELAY_MS,
  type HeroQuoteContent,
  type HeroQuoteInput,
  type HeroQuoteValues,
} from './hero-quote-schema.ts';
import { HeroQuoteFields } from './hero-quote-fields.tsx';
import type { TakeOver } from './deferred-form.tsx';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The quote request of the home hero (spec sections 4, 5, 7): validated on submit, then on every change;
 * a simulated one-second send that logs the request, then a success notice and an empty form.
 */
export function HeroQuoteForm({
  form,
  delayMs = HERO_QUOTE_DELAY_MS,
  initialValues,
  submitNow,
}: { form: HeroQuoteContent; delayMs?: number } & TakeOver) {
  const schema = useMemo(() => heroQuoteSchema(form), [form]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<HeroQuoteInput, unknown, HeroQuoteValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...emptyHeroQuote, ...initialValues },
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
  const submit = handleSubmit(onSubmit);

  useEffect(() => {
    if (submitNow) void submit();
  }, []);

  return (
    <>
      <Notices />
      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={isSubmitting}>
        <HeroQuoteFields
          form={form}
          bind={register}
          submitting={isSubmitting}
          errors={{
            name: errors.name?.message,
            email: errors.email?.message,
            phone: errors.phone?.message,
            service: errors.service?.message,
          }}
        />
      </form>
    </>
  );
}

import { useEffect, useRef } from 'react';
import { useSite } from '../app/site-context.tsx';
import type { Forms } from '../../schema/forms.ts';
import type { ShopCalendar } from '../../schema/requests.ts';
import { todayIn } from '../../schema/shop-days.ts';
import { Field, Options } from './field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { RequestMetaFields } from './request-meta-fields.tsx';
import { useRequestForm } from './use-request-form.ts';

const ID = 'service-request';

/**
 * The lower service-request form of the home page: name, phone and email required; a preferred date, if
 * given, from today on (in the shop's time zone) and on a day the shop opens. "Submitting..." until the server
 * answers, then the success notice and an empty form.
 */
export function ServiceRequestForm({
  form,
  action,
  shop,
  today,
}: {
  form: Forms['serviceRequest'];
  action: string;
  shop: ShopCalendar;
  /** The day the page was built as (YYYY-MM-DD). */
  today: string;
}) {
  // The browser's clock reads the shop's time from the offsets every page carries: no Intl zone data to load.
  const { zoneOffsets } = useSite();
  const { labels, limits, messages } = form;
  const {
    errors,
    busy,
    form: formProps,
  } = useRequestForm({
    action,
    rules: (contract) => contract.serviceRequestSchema(form, { ...shop, zoneOffsets }),
    success: { title: messages.success },
    failure: messages.failure,
  });
  // The page was rendered on the day of the build: the earliest date the browser offers is today's.
  const date = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (date.current) date.current.min = todayIn(zoneOffsets, new Date());
  }, [zoneOffsets]);
  return (
    <form {...formProps} className="relative grid gap-4 sm:grid-cols-2">
      <Field form={ID} name="name" label={labels.name} required error={errors.name}>
        {(c) => <input {...c} type="text" autoComplete="name" minLength={limits.nameMin} />}
      </Field>
      <Field form={ID} name="phone" label={labels.phone} required error={errors.phone}>
        {(c) => <input {...c} type="tel" autoComplete="tel" inputMode="tel" minLength={limits.phoneMin} />}
      </Field>
      <Field form={ID} name="email" label={labels.email} required error={errors.email} className="sm:col-span-2">
        {(c) => <input {...c} type="email" autoComplete="email" />}
      </Field>
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <Field form={ID} name="vehicleYear" label={labels.vehicleYear} error={errors.vehicleYear}>
          {(c) => <input {...c} type="text" inputMode="numeric" />}
        </Field>
        <Field form={ID} name="vehicleMake" label={labels.vehicleMake} error={errors.vehicleMake}>
          {(c) => <input {...c} type="text" />}
        </Field>
        <Field form={ID} name="vehicleModel" label={labels.vehicleModel} error={errors.vehicleModel}>
          {(c) => <input {...c} type="text" />}
        </Field>
      </div>
      <Field form={ID} name="service" label={labels.service} error={errors.service} className="sm:col-span-2">
        {(c) => (
          <select {...c} defaultValue={form.services[0]?.value}>
            <Options options={form.services} />
          </select>
        )}
      </Field>
      <Field form={ID} name="preferredDate" label={labels.preferredDate} error={errors.preferredDate}>
        {(c) => <input {...c} ref={date} type="date" min={today} />}
      </Field>
      <Field form={ID} name="preferredTime" label={labels.preferredTime} error={errors.preferredTime}>
        {(c) => (
          <select {...c} defaultValue={form.times[0]?.value}>
            {form.times.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={ID} name="message" label={labels.message} error={errors.message} className="sm:col-span-2">
        {(c) => <textarea {...c} rows={4} className={`${c.className} resize-y`} />}
      </Field>
      <RequestMetaFields form={ID} />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} label={form.submit} busyLabel={form.submitting} className="w-full sm:w-auto" />
        <p className="mt-3 text-sm text-steel-600">{form.note}</p>
      </div>
    </form>
  );
}

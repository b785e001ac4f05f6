import { CircleCheck, House } from '../ui/icons.tsx';
import type { PageDataOf } from '../../schema/page-data.ts';
import { ButtonLink } from '../ui/button.tsx';
import { HoursList } from '../ui/hours-list.tsx';

/** /thank-you: where a form sent without script lands. Thanks, what happens next, the phone, hours, a way back. */
export default function ThankYouPage({ data }: { data: PageDataOf<'thank-you'> }) {
  const { page } = data;
  return (
    <section className="bg-steel-50 px-4 pt-28 pb-16 sm:px-6 sm:pt-32 sm:pb-20">
      <div className="mx-auto max-w-3xl">
        <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:p-10">
          <CircleCheck className="size-12 text-accent-600" aria-hidden="true" />
          <h1 className="mt-4 text-headline font-bold text-navy-900">{page.title}</h1>
          <p className="mt-4 text-lg text-steel-600">{page.description}</p>
          <h2 className="mt-8 text-xl font-bold text-navy-900">{page.nextTitle}</h2>
          <ol className="mt-4 space-y-3">
            {page.next.map((step, i) => (
              <li key={step} className="flex items-start gap-3 text-steel-700">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-600 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100">
            <h2 className="text-xl font-bold text-navy-900">{page.callTitle}</h2>
            <p className="mt-3 text-steel-700">{page.callText}</p>
            <ButtonLink href={page.callCta.href} className="mt-5 w-full">
              {page.callCta.label}
            </ButtonLink>
          </div>
          <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100">
            <h2 className="text-xl font-bold text-navy-900">{page.hoursTitle}</h2>
            <HoursList className="mt-3 text-steel-700" />
          </div>
        </div>
        <div className="mt-8 text-center">
          <ButtonLink href={page.backLink.href} variant="dark" size="lg">
            <House className="size-5" aria-hidden="true" />
            {page.backLink.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

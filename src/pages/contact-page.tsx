import type { PageDataOf } from '../../schema/page-data.ts';
import { PageHero } from '../ui/page-hero.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { ContactDetails } from '../sections/contact/contact-details.tsx';
import { anchor } from '../../schema/anchors.ts';
import { Island } from '../islands/island.tsx';

/** /contact: how to reach the shop on the left, the quote request (#quote) on the right. */
export default function ContactPage({ data }: { data: PageDataOf<'contact'> }) {
  const { page, form, action, specials } = data;
  return (
    <>
      <PageHero hero={page.hero} />
      <section className="bg-steel-50 py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:gap-10">
          <ContactDetails page={page} />
          <section
            id={anchor.quote}
            className="self-start rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:p-8"
            aria-labelledby="quote-title"
          >
            <h2 id="quote-title" className="text-2xl font-bold text-navy-900">
              {form.title}
            </h2>
            <p className="mt-2 mb-6 text-steel-600">{form.subtitle}</p>
            <Island name="contact-quote-form" props={{ form, action, specials }} />
            <ButtonLink href={page.callCta.href} variant="dark" size="lg" className="mt-4 w-full">
              {page.callCta.label}
            </ButtonLink>
          </section>
        </div>
      </section>
    </>
  );
}

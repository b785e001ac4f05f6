import { Phone, MapPin, Navigation, CircleCheck } from '../../ui/icons.tsx';
import type { HomePage } from '../../../schema/pages/home.ts';
import type { Forms } from '../../../schema/forms.ts';
import { useSite } from '../../app/site-context.tsx';
import { Section } from '../../ui/section.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { HoursList } from '../../ui/hours-list.tsx';
import type { ShopCalendar } from '../../../schema/requests.ts';
import { anchor } from '../../../schema/anchors.ts';
import { MapFacade } from '../../ui/map-facade.tsx';
import { Island } from '../../islands/island.tsx';

const card = 'rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100';
const cardTitle = 'text-xl font-bold text-navy-900';

/** The request form beside the shop's contact details, hours, reasons to choose it and the map. */
export function ServiceRequest({
  section,
  form,
  action,
  shop,
  today,
}: {
  section: HomePage['serviceRequest'];
  form: Forms['serviceRequest'];
  action: string;
  shop: ShopCalendar;
  /** The day the page was built as: the earliest date its form offers until the browser knows its own. */
  today: string;
}) {
  const site = useSite();
  return (
    <Section id={anchor.serviceRequest} title={form.title} subtitle={form.subtitle}>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className={`${card} lg:col-span-3 sm:p-8`}>
          <Island name="service-request-form" props={{ form, action, shop, today }} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <div className={card}>
            <h3 className={cardTitle}>{section.contactTitle}</h3>
            <ul className="mt-4 space-y-3 text-steel-700">
              <li className="flex items-start gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                <SmartLink
                  href="call"
                  className="font-semibold text-navy-900 underline-offset-2 hover:text-accent-700 hover:underline"
                >
                  {site.phone}
                </SmartLink>
              </li>
              <li className="flex items-start gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                <address className="not-italic">{site.address.full}</address>
              </li>
            </ul>
            <h3 className={`${cardTitle} mt-6`}>{section.hoursTitle}</h3>
            <HoursList className="mt-3 text-steel-700" />
          </div>
          <div className={card}>
            <h3 className={cardTitle}>{section.whyChooseUs.title}</h3>
            <ul className="mt-4 space-y-2 text-steel-700">
              {section.whyChooseUs.points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className={`${card} mt-8`}>
        <h3 className={cardTitle}>{section.mapTitle}</h3>
        <MapFacade title={section.mapTitle} className="mt-4 rounded-lg" />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink href={section.directionsCta.href} variant="dark">
            <Navigation className="size-5" aria-hidden="true" />
            {section.directionsCta.label}
          </ButtonLink>
          <ButtonLink href={section.callCta.href}>{section.callCta.label}</ButtonLink>
        </div>
      </div>
    </Section>
  );
}

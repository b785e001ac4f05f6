import type { ReactNode } from 'react';
import { Clock, ExternalLink, MapPin, Phone } from '../../ui/icons.tsx';
import type { ContactPage } from '../../../schema/pages/contact.ts';
import { useSite } from '../../app/site-context.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { HoursList } from '../../ui/hours-list.tsx';
import { OpenNow } from '../../ui/open-now.tsx';
import { ShopAddress } from '../common/shop-address.tsx';
import { MapFacade } from '../../ui/map-facade.tsx';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:flex-row">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-bold text-navy-900">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** The left column of /contact: phone, address with directions, hours and the map. */
export function ContactDetails({ page }: { page: ContactPage }) {
  const site = useSite();
  return (
    <div className="space-y-6">
      <Card icon={<Phone className="size-6" aria-hidden="true" />} title={page.phoneTitle}>
        <SmartLink
          href="call"
          className="mt-2 inline-block text-2xl font-extrabold text-accent-700 underline-offset-4 hover:underline"
        >
          {site.phone}
        </SmartLink>
        <p className="mt-2 text-steel-600">{page.phoneNote}</p>
      </Card>
      <Card icon={<MapPin className="size-6" aria-hidden="true" />} title={page.addressTitle}>
        <ShopAddress className="mt-2 text-lg text-steel-700" />
        <SmartLink href={page.directionsCta.href} className={`${buttonClass('secondary', 'sm')} mt-4`}>
          {page.directionsCta.label}
          <ExternalLink className="size-4" aria-hidden="true" />
        </SmartLink>
      </Card>
      <Card icon={<Clock className="size-6" aria-hidden="true" />} title={page.hoursTitle}>
        <OpenNow className="mt-2" />
        <HoursList className="mt-2 text-steel-700" />
      </Card>
      <MapFacade title={page.mapTitle} className="rounded-card shadow-card ring-1 ring-steel-100" />
    </div>
  );
}

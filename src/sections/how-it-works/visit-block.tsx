import type { ReactNode } from 'react';
import { Clock, MapPin, Truck } from '../../ui/icons.tsx';
import type { HowItWorksPage } from '../../../schema/pages/how-it-works.ts';
import type { Image } from '../../../schema/primitives.ts';
import { Picture } from '../../ui/picture.tsx';
import { useSite } from '../../app/site-context.tsx';
import { Section } from '../../ui/section.tsx';
import { HoursList } from '../../ui/hours-list.tsx';
import { ShopAddress } from '../common/shop-address.tsx';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100 sm:flex-row">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-bold text-navy-900">{title}</h3>
        <div className="mt-2 text-steel-700">{children}</div>
      </div>
    </li>
  );
}

/** Shop hours, mobile service hours and the address, beside the page's picture when it has one. */
export function VisitBlock({ visit, image }: { visit: HowItWorksPage['visit']; image?: Image }) {
  const site = useSite();
  return (
    <Section id="visit" title={visit.title}>
      <div className={`grid items-center gap-10 ${image ? 'lg:grid-cols-2' : ''}`}>
        {image && (
          <Picture
            image={image}
            sizes="(min-width: 1152px) 528px, (min-width: 1024px) calc(50vw - 4rem), calc(100vw - 3rem)"
            loading="lazy"
            className="h-auto w-full rounded-card bg-steel-50 shadow-card"
          />
        )}
        <ul className={`grid gap-6 ${image ? '' : 'md:grid-cols-3'}`}>
          <Item icon={<Clock className="size-6" aria-hidden="true" />} title={visit.hoursTitle}>
            <HoursList />
          </Item>
          <Item icon={<Truck className="size-6" aria-hidden="true" />} title={visit.mobileHoursTitle}>
            <p className="font-semibold">{site.mobileHours}</p>
          </Item>
          <Item icon={<MapPin className="size-6" aria-hidden="true" />} title={visit.addressTitle}>
            <ShopAddress />
          </Item>
        </ul>
      </div>
    </Section>
  );
}

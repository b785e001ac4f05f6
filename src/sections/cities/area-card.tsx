import { Clock, Hash, MapPin } from '../../ui/icons.tsx';
import type { ServiceArea } from '../../../schema/area.ts';
import type { Link } from '../../../schema/primitives.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { revealDelay } from '../../ui/reveal-delay.ts';

/**
 * One service area: town and state, drive time from the shop, zip codes, description, a link to the town's own
 * page when it has one, and an optional call button.
 */
export function AreaCard({
  area,
  cta,
  index,
  page,
}: {
  area: ServiceArea;
  cta?: Link;
  index: number;
  page?: { href: string; label: string };
}) {
  return (
    <li
      data-reveal
      {...revealDelay(index % 3)}
      className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-steel-100"
    >
      <h3 className="flex items-start gap-2 text-xl font-bold text-navy-900">
        <MapPin className="mt-1 size-5 shrink-0 text-accent-600" aria-hidden="true" />
        {area.city}, {area.state}
      </h3>
      <dl className="mt-3 flex flex-wrap gap-2 text-sm">
        <div className="flex items-center gap-1.5 rounded-full bg-navy-50 px-3 py-1 font-semibold text-navy-800">
          <dt>
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">Drive time</span>
          </dt>
          <dd>{area.driveTime}</dd>
        </div>
        <div className="flex items-center gap-1.5 rounded-full bg-steel-100 px-3 py-1 font-semibold text-steel-700">
          <dt>
            <Hash className="size-4" aria-hidden="true" />
            <span className="sr-only">Zip codes</span>
          </dt>
          <dd>{area.zipCodes.join(', ')}</dd>
        </div>
      </dl>
      <p className="mt-4 flex-1 text-steel-700">{area.description}</p>
      {page && (
        <SmartLink
          href={page.href}
          className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
        >
          {page.label}
        </SmartLink>
      )}
      {cta && (
        <ButtonLink href={cta.href} size="sm" className="mt-5 self-start">
          {cta.label}
        </ButtonLink>
      )}
    </li>
  );
}

import { MapPin, Phone, Mail, Clock } from '../ui/icons.tsx';
import { useLayout } from '../app/site-context.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { HoursList } from '../ui/hours-list.tsx';
import { OpenNow } from '../ui/open-now.tsx';

/**
 * Four columns: the shop, then the three link columns of content/navigation.yaml. `callBarSpace` adds room
 * at the bottom on small screens, where the home page's fixed call bar would cover the last lines.
 */
export function Footer({ callBarSpace = false }: { callBarSpace?: boolean }) {
  const { site, navigation } = useLayout();
  const { footer } = navigation;
  return (
    <footer className={`bg-ink text-steel-200 ${callBarSpace ? 'pb-20 md:pb-0' : ''}`}>
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-[minmax(0,1.35fr)_repeat(3,minmax(0,1fr))] lg:gap-x-10">
        <div className="col-span-2 md:col-span-3 md:max-w-md lg:col-span-1 lg:max-w-none">
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-3 text-sm leading-relaxed">{footer.blurb}</p>
          <ul className="mt-5 space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden="true" />
              <span>{site.address.full}</span>
            </li>
            <li className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden="true" />
              <SmartLink href="call" className="font-semibold text-white hover:underline">
                {site.phone}
              </SmartLink>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden="true" />
              <SmartLink href="email" className="hover:underline">
                {site.email}
              </SmartLink>
            </li>
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden="true" />
              <div className="flex-1">
                <OpenNow tone="dark" className="mb-1" />
                <HoursList className="text-sm" />
              </div>
            </li>
          </ul>
        </div>
        {footer.columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-base font-bold text-white">{col.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.href + l.label}>
                  <SmartLink href={l.href} className="footer-link">
                    {l.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-steel-200 sm:px-6">{footer.copyright}</p>
      </div>
    </footer>
  );
}

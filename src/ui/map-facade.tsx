import { MapPin } from './icons.tsx';
import { useSite } from '../app/site-context.tsx';
import { buttonClass } from './button.tsx';

/** The map service's page for the same place: where "Show map" leads without script (the embed minus `output=embed`). */
const mapPageOf = (embedUrl: string) => {
  const url = new URL(embedUrl);
  url.searchParams.delete('output');
  return url.toString();
};

/**
 * The shop's map as a light facade: a drawing of streets around a pin, the address and "Show map". The map
 * service's frame (a third-party page with its own cookies and scripts) loads only when the visitor asks for it
 * (src/enhance/map-facade.ts puts it in the facade's place and moves focus to it); without script "Show map" opens
 * the map in a new tab. Directions never depend on it.
 */
export function MapFacade({ title, className = '' }: { title: string; className?: string }) {
  const site = useSite();
  return (
    <div
      data-map-facade
      data-frame-class={`block h-[300px] w-full border-0 ${className}`}
      className={`relative isolate flex h-[300px] flex-col items-center justify-end overflow-hidden bg-steel-100 p-4 text-center ${className}`}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 400 300"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full"
      >
        <rect width="400" height="300" className="fill-steel-100" />
        <path
          d="M-10 210 C90 190 140 240 230 200 S360 150 410 170"
          className="fill-none stroke-accent-100"
          strokeWidth="18"
        />
        <g className="fill-none stroke-white" strokeLinecap="round">
          <path d="M0 120 H400 M0 60 H400 M0 250 H400 M80 0 V300 M200 0 V300 M320 0 V300" strokeWidth="10" />
          <path d="M-20 300 L240 -20 M140 0 L400 230" strokeWidth="16" />
        </g>
        <g className="fill-steel-200">
          <rect x="95" y="72" width="90" height="36" rx="4" />
          <rect x="215" y="132" width="90" height="60" rx="4" />
          <rect x="20" y="135" width="45" height="50" rx="4" />
          <rect x="335" y="72" width="55" height="36" rx="4" />
        </g>
      </svg>
      <MapPin className="absolute top-[38%] left-1/2 size-10 -translate-1/2 text-accent-600" aria-hidden="true" />
      <p className="mb-3 rounded-md bg-white/90 px-3 py-1 text-sm font-semibold text-navy-900 shadow-sm">
        {site.address.full}
      </p>
      <a
        href={mapPageOf(site.mapEmbedUrl)}
        target="_blank"
        rel="noopener noreferrer"
        data-map-src={site.mapEmbedUrl}
        data-map-title={title}
        className={buttonClass('secondary', 'sm')}
      >
        Show map
      </a>
    </div>
  );
}

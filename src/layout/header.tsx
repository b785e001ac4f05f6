import { Phone, Wrench } from '../ui/icons.tsx';
import { useLayout } from '../app/site-context.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SCROLL_PAST } from '../enhance/scroll-state.ts';

/**
 * Fixed header; more opaque once the page is scrolled past 50px (`data-scrolled`, set by src/enhance/scroll-state.ts).
 * `path` marks the current section.
 */
export function Header({ path }: { path: string }) {
  const { site, navigation } = useLayout();
  return (
    <header
      {...{ [SCROLL_PAST]: 50 }}
      className="site-header fixed inset-x-0 top-0 z-50 bg-navy-900/95 transition-colors duration-300 data-scrolled:bg-navy-900/97 data-scrolled:shadow-lg data-scrolled:backdrop-blur"
    >
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SmartLink href="/" className="flex items-center gap-2 text-white">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-600">
            <Wrench className="size-6" aria-hidden="true" />
          </span>
          <span className="text-base leading-tight font-extrabold whitespace-nowrap sm:text-lg lg:text-base xl:text-lg">
            {site.shortName}
          </span>
        </SmartLink>
        <DesktopNav items={navigation.header.desktop} path={path} />
        <div className="flex items-center gap-2">
          <SmartLink
            href="call"
            className="hidden items-center gap-2 rounded-lg bg-accent-600 px-4 py-2.5 text-sm font-bold whitespace-nowrap text-white hover:bg-accent-700 sm:inline-flex lg:max-xl:px-3"
          >
            <Phone className="size-4" aria-hidden="true" />
            {/* Between 1024 and 1280 px the menu needs the room: the button keeps its icon, the number stays readable to screen readers. */}
            <span className="lg:max-xl:sr-only">{site.phone}</span>
          </SmartLink>
          <MobileMenu header={navigation.header} path={path} />
        </div>
      </div>
    </header>
  );
}

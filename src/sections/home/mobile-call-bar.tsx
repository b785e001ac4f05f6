import type { HomePage } from '../../../schema/pages/home.ts';
import { CallAndSchedule } from '../../ui/call-and-schedule.tsx';
import { SCROLL_PAST } from '../../enhance/scroll-state.ts';

/** How far the visitor scrolls, in pixels, before the bar shows. */
const MOBILE_BAR_THRESHOLD = 100;

/**
 * Call and schedule buttons pinned to the bottom of small screens once the visitor has scrolled past the
 * threshold (`data-scrolled`, set by src/enhance/scroll-state.ts, which also lifts `inert`). While hidden it is out
 * of sight, out of the tab order and out of the accessibility tree.
 */
export function MobileCallBar({ bar }: { bar: HomePage['mobileBar'] }) {
  return (
    <div
      data-testid="mobile-call-bar"
      {...{ [SCROLL_PAST]: MOBILE_BAR_THRESHOLD, 'data-inert-until-scrolled': '' }}
      // inert (not aria-hidden): its links are then neither focusable nor announced while it is hidden.
      {...{ inert: '' }}
      className="invisible fixed inset-x-0 bottom-0 z-40 translate-y-full border-t border-steel-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(11_27_43/0.12)] backdrop-blur transition-[translate,visibility] duration-300 motion-reduce:transition-none data-scrolled:visible data-scrolled:translate-y-0 md:hidden"
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <CallAndSchedule call={bar.call} schedule={bar.schedule} variant="dark" className="w-full" />
      </div>
    </div>
  );
}

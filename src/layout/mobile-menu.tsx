import { ChevronDown, Menu, X } from '../ui/icons.tsx';
import type { Navigation } from '../../schema/navigation.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { buttonClass } from '../ui/button.tsx';
import { isActive } from './active-section.ts';

/** The id of the mobile menu's dialog, which its buttons name as their command target. */
const DIALOG_ID = 'mobile-menu';

/**
 * Small screens: a menu button opens a full-width panel, a native modal <dialog> opened and closed by its buttons'
 * commands without script (focus moves in, the page behind is inert, Escape closes, focus returns to the button).
 * Choosing a link loads its page. src/enhance/menus.ts adds what the browser does not: its sections collapse, one
 * open at a time, Tab cycles inside the panel, and a page shown again from the back-forward cache shows it closed.
 * Without script the sections stay open.
 */
export function MobileMenu({ header, path }: { header: Navigation['header']; path: string }) {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        {...{ commandfor: DIALOG_ID, command: 'show-modal' }}
        aria-haspopup="dialog"
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
      >
        <Menu className="size-7" aria-hidden="true" />
      </button>
      <dialog
        id={DIALOG_ID}
        aria-labelledby="mobile-menu-title"
        className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 backdrop:bg-ink/60 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
          <h2 id="mobile-menu-title" className="text-lg font-bold text-navy-900">
            {header.mobileTitle}
          </h2>
          <button
            type="button"
            {...{ commandfor: DIALOG_ID, command: 'close' }}
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-steel-100"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-2">
          <ul className="divide-y divide-steel-100">
            {header.mobile.map((item) => {
              const active = isActive(item, path);
              const rowClass = `group flex min-h-12 w-full items-center justify-between py-3 text-left text-base font-bold ${active ? 'text-accent-700' : 'text-navy-900'}`;
              if (!item.dropdown)
                return (
                  <li key={item.label}>
                    <SmartLink href={item.href} className={rowClass} aria-current={active ? 'page' : undefined}>
                      {item.label}
                    </SmartLink>
                  </li>
                );
              const id = `mobile-${item.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
              return (
                <li key={item.label}>
                  <button
                    type="button"
                    data-section-toggle
                    aria-expanded="true"
                    aria-controls={id}
                    className={rowClass}
                  >
                    {item.label}
                    <ChevronDown
                      className="size-5 transition-transform group-aria-expanded:rotate-180"
                      aria-hidden="true"
                    />
                  </button>
                  <ul id={id} className="mb-3 space-y-1 border-l-2 border-accent-500 pl-4">
                    {item.dropdown.map((link) => (
                      <li key={link.href}>
                        <SmartLink href={link.href} className="mobile-menu-link">
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-steel-200 p-4">
          <SmartLink href={header.mobileCta.href} className={`${buttonClass('primary', 'lg')} w-full`}>
            {header.mobileCta.label}
          </SmartLink>
        </div>
      </dialog>
    </div>
  );
}

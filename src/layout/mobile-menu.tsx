import { useEffect, useRef, useState } from 'react';
import { ChevronDown, Menu, X } from '../ui/icons.tsx';
import type { Navigation } from '../../schema/navigation.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { buttonClass } from '../ui/button.tsx';
import { isActive } from './active-section.ts';

/**
 * Small screens: a menu button opens a full-width panel (a native modal <dialog>: focus stays inside,
 * Escape closes). Expandable sections open one at a time.
 */
export function MobileMenu({ header, path }: { header: Navigation['header']; path: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const close = () => dialogRef.current?.close();
  // The modal dialog makes the page inert; this also keeps Tab from leaving for the browser's own controls.
  const keepFocusInside = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (el) => el.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  useEffect(() => close(), [path]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
        onClick={() => dialogRef.current?.showModal()}
      >
        <Menu className="size-7" aria-hidden="true" />
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="mobile-menu-title"
        onClose={() => setExpanded(null)}
        onKeyDown={keepFocusInside}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 backdrop:bg-ink/60 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
          <h2 id="mobile-menu-title" className="text-lg font-bold text-navy-900">
            {header.mobileTitle}
          </h2>
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-steel-100"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-2">
          <ul className="divide-y divide-steel-100">
            {header.mobile.map((item) => {
              const active = isActive(item, path);
              const rowClass = `flex min-h-12 w-full items-center justify-between py-3 text-left text-base font-bold ${active ? 'text-accent-700' : 'text-navy-900'}`;
              if (!item.dropdown)
                return (
                  <li key={item.label}>
                    <SmartLink
                      href={item.href}
                      onClick={close}
                      className={rowClass}
                      aria-current={active ? 'page' : undefined}
                    >
                      {item.label}
                    </SmartLink>
                  </li>
                );
              const id = `mobile-${item.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
              const open = expanded === item.label;
              return (
                <li key={item.label}>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={id}
                    className={rowClass}
                    onClick={() => setExpanded(open ? null : item.label)}
                  >
                    {item.label}
                    <ChevronDown
                      className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
                      aria-hidden="true"
                    />
                  </button>
                  <ul id={id} hidden={!open} className="mb-3 space-y-1 border-l-2 border-accent-500 pl-4">
                    {item.dropdown.map((link) => (
                      <li key={link.href}>
                        <SmartLink href={link.href} onClick={close} className="mobile-menu-link">
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
          <SmartLink href={header.mobileCta.href} onClick={close} className={`${buttonClass('primary', 'lg')} w-full`}>
            {header.mobileCta.label}
          </SmartLink>
        </div>
      </dialog>
    </div>
  );
}

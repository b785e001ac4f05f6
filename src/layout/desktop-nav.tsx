import { useEffect, useRef, useState } from 'react';
import { ChevronDown } from '../ui/icons.tsx';
import type { NavItem } from '../../schema/navigation.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { isActive } from './active-section.ts';

const itemClass = (active: boolean) =>
  `inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm whitespace-nowrap xl:px-3 font-bold tracking-wide transition-colors hover:bg-white/10 ${active ? 'text-accent-400' : 'text-white'}`;

/**
 * Wide screens: links and disclosure dropdowns (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/).
 * One dropdown open at a time; click toggles; outside click, Escape or choosing an item closes.
 */
export function DesktopNav({ items, path }: { items: readonly NavItem[]; path: string }) {
  // The open dropdown belongs to the page it was opened on: a new page starts with every dropdown closed.
  const [opened, setOpened] = useState<{ menu: string; path: string } | null>(null);
  const open = opened?.path === path ? opened.menu : null;
  const setOpen = (menu: string | null) => setOpened(menu ? { menu, path } : null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpened(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLButtonElement>(`button[data-menu="${open}"]`)?.focus();
      setOpened(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => {
          const active = isActive(item, path);
          if (!item.dropdown)
            return (
              <li key={item.label}>
                <SmartLink href={item.href} className={itemClass(active)} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </SmartLink>
              </li>
            );
          const id = `menu-${item.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          const expanded = open === item.label;
          return (
            <li key={item.label} className="relative">
              <button
                type="button"
                data-menu={item.label}
                aria-expanded={expanded}
                aria-controls={id}
                aria-current={active ? 'true' : undefined}
                className={itemClass(active)}
                onClick={() => setOpen(expanded ? null : item.label)}
              >
                {item.label}
                <ChevronDown
                  className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  aria-hidden="true"
                />
              </button>
              <ul
                id={id}
                hidden={!expanded}
                className="absolute right-0 top-full mt-2 max-h-[70vh] w-72 overflow-y-auto rounded-card bg-white py-2 shadow-xl ring-1 ring-steel-200"
              >
                {item.dropdown.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      onClick={() => setOpen(null)}
                      aria-current={link.href === path ? 'page' : undefined}
                      className="nav-menu-link"
                    >
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
  );
}

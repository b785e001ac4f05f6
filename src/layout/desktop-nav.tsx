import { ChevronDown } from '../ui/icons.tsx';
import type { NavItem } from '../../schema/navigation.ts';
import { SmartLink } from '../ui/smart-link.tsx';
import { isActive } from './active-section.ts';

const itemClass = (active: boolean) =>
  `group inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm whitespace-nowrap xl:px-3 font-bold tracking-wide transition-colors hover:bg-white/10 ${active ? 'text-accent-400' : 'text-white'}`;

/**
 * Wide screens: links and dropdowns (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/),
 * each a native popover its button opens and closes, without script: one open at a time, closed by an outside
 * click, by Escape (focus stays on or returns to its button) and by choosing an item, which loads its page.
 * src/enhance/menus.ts only mirrors each popover's state into its button's aria-expanded.
 */
export function DesktopNav({ items, path }: { items: readonly NavItem[]; path: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
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
          return (
            <li key={item.label}>
              <button
                type="button"
                {...{ popovertarget: id }}
                aria-controls={id}
                aria-current={active ? 'true' : undefined}
                className={itemClass(active)}
              >
                {item.label}
                <ChevronDown
                  className="size-4 transition-transform group-aria-expanded:rotate-180"
                  aria-hidden="true"
                />
              </button>
              <ul id={id} {...{ popover: 'auto' }} className="nav-dropdown">
                {item.dropdown.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
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

import type { NavItem } from '../../schema/navigation.ts';

/** Whether a menu item is the current section: "/" only for the home page, other paths for themselves and below. */
export function isActive(item: Pick<NavItem, 'href' | 'activeFor'>, path: string): boolean {
  if (!path) return false;
  const prefixes = item.activeFor.length ? item.activeFor : [item.href];
  return prefixes.some((p) => (p === '/' ? path === '/' : path === p || path.startsWith(`${p}/`)));
}

import { createContext, useContext } from 'react';
import type { LayoutData } from '../vike/types.ts';

/** The shop's facts and navigation, shared by every component of the page as it is rendered at build time. */
export const SiteContext = createContext<LayoutData | null>(null);

/**
 * The shop's facts alone, for an island hydrating in the browser (src/islands/): islands render no menu or footer,
 * so the page gives them these facts, not the whole navigation.
 */
export const ShopContext = createContext<LayoutData['site'] | null>(null);

export function useLayout(): LayoutData {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useLayout() outside <SiteContext>');
  return value;
}

export function useSite(): LayoutData['site'] {
  const shop = useContext(ShopContext);
  const layout = useContext(SiteContext);
  const site = shop ?? layout?.site;
  if (!site) throw new Error('useSite() outside <SiteContext> or <ShopContext>');
  return site;
}

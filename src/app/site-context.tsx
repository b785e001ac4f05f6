import { createContext, useContext } from 'react';
import type { LayoutData } from '../vike/types.ts';

/** The shop's facts and navigation, shared by every component of the page. */
export const SiteContext = createContext<LayoutData | null>(null);

export function useLayout(): LayoutData {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useLayout() outside <SiteContext>');
  return value;
}

export const useSite = () => useLayout().site;

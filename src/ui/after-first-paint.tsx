import { createContext, useContext, type ReactNode } from 'react';

const Deferred = createContext(false);

/**
 * The bands inside are laid out after the page's first paint: from the third band of the page on, for their first
 * moments, the browser draws them only when they are on screen, then lays them out one after another (the class
 * `after-first-paint`, src/styles/app.css). For a page whose first rendering would otherwise take every band at once:
 * the home page (docs/decisions/013-islands-and-document-navigation.md, "The home page's first rendering, split").
 */
export function BandsAfterFirstPaint({ children }: { children: ReactNode }) {
  return <Deferred.Provider value={true}>{children}</Deferred.Provider>;
}

/** The class a band inside `BandsAfterFirstPaint` carries, and '' elsewhere. */
export const useAfterFirstPaint = (): string => (useContext(Deferred) ? 'after-first-paint' : '');

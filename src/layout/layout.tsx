import { Suspense, useContext, type ReactNode } from 'react';
import type { PageKind } from '../../schema/page-kinds.ts';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { anchor } from '../../schema/anchors.ts';
import { LayoutPartsApart } from './layout-parts.tsx';

/**
 * Skip link, header, the page, footer and the notice area shared by every page. Rendered for many pages, the header
 * and the footer are placeholders, each variant rendered once (src/layout/layout-parts.tsx).
 */
export function Layout({ path, kind, children }: { path: string; kind: PageKind; children: ReactNode }) {
  const apart = useContext(LayoutPartsApart);
  return (
    <>
      <a
        href={`#${anchor.main}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-navy-900"
      >
        Skip to content
      </a>
      {apart ? <template data-layout-part="header" /> : <Header path={path} />}
      <main id={anchor.main} tabIndex={-1} data-page-kind={kind} className="outline-none">
        {children}
      </main>
      {/* On phones the home page's call bar is pinned over the bottom of the page: keep the footer's end clear of it. */}
      <Suspense>{apart ? <template data-layout-part="footer" /> : <Footer callBarSpace={kind === 'home'} />}</Suspense>
    </>
  );
}

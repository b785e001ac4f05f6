import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '../vike/types.ts';
import { SiteContext } from './site-context.tsx';
import { PageSwitch, loadPageComponent } from './page-switch.tsx';
import { Layout } from '../layout/layout.tsx';
import { fetchNotFound, fetchPage } from './client-data.ts';
import { canonicalPath, isAnyCasePath } from '../../schema/routes.ts';
import { applyHead } from './head.ts';
import { scrollToTarget } from './scroll.ts';
import { useReveal } from './use-reveal.ts';
import { ErrorBoundary, UnexpectedError } from './error-boundary.tsx';

/**
 * The whole site: the layout around the current page. The first page comes from the HTML;
 * after that each navigation fetches only the next page's data file.
 */
export function App(props: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState({ path: props.path, page: props.page });
  const [failure, setFailure] = useState<{ path: string; error: unknown } | null>(null);
  const shownFor = useRef<string | null>(null);

  // Effects run after the whole tree's: from here on the page answers clicks and typing, and says so (the browser
  // tests wait for this rather than for a quiet network).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  useEffect(() => {
    const path = canonicalPath(location.pathname);
    if (shownFor.current === null) {
      // First render: the HTML already shows this address. An address whose letter case does not matter,
      // typed in another case, that reached the not-found page on a plain static host is sent to its page:
      // the not-found page counts as shown for the address as typed, so the canonical one loads once replaced.
      shownFor.current = path;
      if (props.page.data.kind === 'not-found') {
        shownFor.current = location.pathname;
        console.error('404 Error: User attempted to access non-existent route:', location.pathname);
        if (path !== location.pathname && isAnyCasePath(path))
          void fetchPage(path).then(
            (p) => p && navigate(path + location.hash, { replace: true }),
            () => {},
          );
      }
      return;
    }
    if (shownFor.current === path) {
      if (location.hash) scrollToTarget(location.hash);
      return;
    }
    shownFor.current = path;
    let cancelled = false;
    void (async () => {
      try {
        const page = await fetchPage(path);
        if (cancelled) return;
        if (!page) console.error('404 Error: User attempted to access non-existent route:', location.pathname);
        const shown = page ?? (await fetchNotFound());
        await loadPageComponent(shown.data.kind);
        if (cancelled) return;
        setFailure(null);
        setCurrent({ path: page ? path : '', page: shown });
        applyHead(shown.head);
      } catch (error) {
        if (cancelled) return;
        console.error('Unexpected Application Error!', error);
        setFailure({ path, error });
      }
      requestAnimationFrame(() => scrollToTarget(location.hash));
    })();
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.hash, navigate, props.page.data.kind]);

  useReveal(current.path);

  return (
    <SiteContext.Provider value={props.layout}>
      <Layout path={current.path} kind={current.page.data.kind}>
        <ErrorBoundary resetKey={current.path}>
          {failure ? <UnexpectedError error={failure.error} /> : <PageSwitch data={current.page.data} />}
        </ErrorBoundary>
      </Layout>
    </SiteContext.Provider>
  );
}

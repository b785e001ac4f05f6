import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/app.tsx';
import { fetchLayout, fetchNotFound, fetchPage } from '../app/client-data.ts';
import { loadPageComponent } from '../app/page-switch.tsx';
import { PROPS_ELEMENT_ID, type EmbeddedProps } from './props-element.ts';
import '../styles/app.css';

/**
 * Hydrates the pre-rendered page: fetches its data and the layout data (both preloaded by the HTML) and its page
 * component, then renders the same tree over the HTML. If the data cannot be fetched the page stays as it was
 * served, a working page of links and forms that post without JavaScript.
 */
export async function hydrate(): Promise<void> {
  const root = document.getElementById('root');
  const json = document.getElementById(PROPS_ELEMENT_ID)?.textContent;
  if (!root || !json) return;
  const { path } = JSON.parse(json) as EmbeddedProps;
  try {
    const [layout, page] = await Promise.all([fetchLayout(), path ? fetchPage(path) : fetchNotFound()]);
    if (!page) throw new Error(`no data for ${path}`);
    await loadPageComponent(page.data.kind);
    hydrateRoot(
      root,
      <BrowserRouter>
        <App layout={layout} page={page} path={path} />
      </BrowserRouter>,
    );
  } catch (error) {
    console.error('The page stays without its scripts:', error);
  }
}

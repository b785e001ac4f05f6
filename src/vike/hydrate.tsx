import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/app.tsx';
import { fetchLayout, fetchPage } from '../app/client-data.ts';
import { loadPageComponent } from '../app/page-switch.tsx';
import { PROPS_ELEMENT_ID, dataPathOf, type EmbeddedProps } from './props-element.ts';
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
  const embedded = JSON.parse(json) as EmbeddedProps;
  try {
    const [layout, page] = await Promise.all([fetchLayout(), fetchPage(dataPathOf(embedded))]);
    if (!page) throw new Error(`no data for ${dataPathOf(embedded)}`);
    await loadPageComponent(page.data.kind);
    hydrateRoot(
      root,
      <BrowserRouter>
        <App layout={layout} page={page} path={embedded.path} />
      </BrowserRouter>,
    );
  } catch (error) {
    console.error('The page stays without its scripts:', error);
  }
}

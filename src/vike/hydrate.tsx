import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/app.tsx';
import { loadPageComponent } from '../app/page-switch.tsx';
import { PROPS_ELEMENT_ID } from './props-element.ts';
import type { PageProps } from './types.ts';
import '../styles/app.css';

/** Hydrates the pre-rendered page with the props the HTML carries, once its page component is loaded. */
export async function hydrate(): Promise<void> {
  const root = document.getElementById('root');
  const json = document.getElementById(PROPS_ELEMENT_ID)?.textContent;
  if (!root || !json) return;
  const props = JSON.parse(json) as PageProps;
  await loadPageComponent(props.page.data.kind);
  hydrateRoot(
    root,
    <BrowserRouter>
      <App {...props} />
    </BrowserRouter>,
  );
}

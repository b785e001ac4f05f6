import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { PageContextClient } from 'vike/types';
import { App } from '../app/app.tsx';
import '../styles/app.css';

// https://vike.dev/onRenderClient: hydrate the pre-rendered page once; react-router-dom navigates from then on.
export function onRenderClient(pageContext: PageContextClient) {
  const props = pageContext.pageProps;
  const root = document.getElementById('root');
  if (!props || !root) return;
  hydrateRoot(
    root,
    <BrowserRouter>
      <App {...props} />
    </BrowserRouter>,
  );
}

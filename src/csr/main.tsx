/**
 * The same app rendered in the browser only, as the original single-page site was: an empty HTML shell
 * that fetches the page data and renders it. Built by `vite.csr.config.ts` for the Lighthouse comparison
 * (`npm run lighthouse`); never deployed.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../app/app.tsx';
import { fetchLayout, fetchNotFound, fetchPage } from '../app/client-data.ts';
import { canonicalPath } from '../../schema/routes.ts';
import { applyHead } from '../app/head.ts';
import { loadPageComponent } from '../app/page-switch.tsx';
import '../styles/app.css';

const path = canonicalPath(location.pathname);
const [layout, page] = await Promise.all([fetchLayout(), fetchPage(path).then((p) => p ?? fetchNotFound())]);
applyHead(page.head);
await loadPageComponent(page.data.kind);
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App layout={layout} page={page} path={page.data.kind === 'not-found' ? '' : path} />
  </BrowserRouter>,
);

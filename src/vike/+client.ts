import { hydrate } from './hydrate.tsx';

// https://vike.dev/client: the page is HTML-only for vike (no client hooks, no vike client router);
// this entry hydrates it, and react-router-dom navigates from then on.
void hydrate();

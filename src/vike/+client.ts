import { start } from '../enhance/start.ts';

// https://vike.dev/client: the page is HTML-only for vike (no client hooks, no vike client router). This entry is
// the little every page runs (menus, the open-now line, entrance animations); a page with islands loads React and
// hydrates only them (src/islands/). See docs/decisions/013-islands-and-document-navigation.md.
void start();

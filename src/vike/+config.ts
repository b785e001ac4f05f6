import type { Config } from 'vike/types';

// https://vike.dev/config: every page is pre-rendered to static HTML. For vike the pages are HTML-only
// (no client hooks: vike's client runtime and router are not shipped); +client.ts hydrates them and
// react-router-dom owns navigation. See docs/decisions/002-one-client-router.md.
export default {
  prerender: true,
  clientRouting: false,
  clientHooks: false,
} satisfies Config;

import type { Config } from 'vike/types';

// https://vike.dev/config: every page is pre-rendered to static HTML. For vike the pages are HTML-only
// (no client hooks: vike's client runtime and router are not shipped); +client.ts hydrates them and
// react-router-dom owns navigation. See docs/decisions/002-one-client-router.md.
export default {
  // Pre-rendering runs in worker threads (scripts/prerender/), one page at a time with the document function this
  // hook uses (and the tags vike adds, learnt from vike's render of one page), writing each page's files as soon as
  // it is rendered: vike's own pre-render keeps every page in memory until the end and renders on one thread. See docs/decisions/009-prerender-in-workers.md.
  prerender: { disableAutoRun: true, keepDistServer: true },
  clientRouting: false,
  clientHooks: false,
} satisfies Config;

import type { Config } from 'vike/types';

// https://vike.dev/config: server routing (vike's client router is not loaded at all); after hydration
// react-router-dom owns navigation. Every page is pre-rendered to static HTML.
export default {
  prerender: true,
  clientRouting: false,
  passToClient: ['pageProps'],
} satisfies Config;

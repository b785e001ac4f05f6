import { allPaths } from '../load-page.ts';

// https://vike.dev/onBeforePrerenderStart: pre-render exactly the pages of the route manifest.
export function onBeforePrerenderStart(): string[] {
  return allPaths();
}

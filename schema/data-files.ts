/** Where the build writes each page's data, the shared layout data and the logo sprite, and where the site serves them. */

/** The folder under which the built site serves generated data: page data, the shared layout, the logo sprite. */
export const DATA_URL_PREFIX = '/_data/';
/** The folder of page data inside the generated folder; the build serves it at DATA_URL_PREFIX. */
export const PAGE_DATA_DIR = 'pages';

/** A page's data file name: "/" -> "index.json", "/services/oil-change" -> "services/oil-change.json". */
function dataNameOf(path: string): string {
  return path === '/' ? 'index.json' : `${path.slice(1)}.json`;
}

/** Where a route's data is written, relative to the generated folder: "pages/services/oil-change.json". */
export function dataFileOf(path: string): string {
  return `${PAGE_DATA_DIR}/${dataNameOf(path)}`;
}

/** Where the built site serves a route's data: "/_data/services/oil-change.json". */
export function dataUrlOf(path: string): string {
  return DATA_URL_PREFIX + dataNameOf(path);
}

/** Where the built site serves the header and footer data, which every page fetches to hydrate (one cached file). */
export const LAYOUT_DATA_URL = `${DATA_URL_PREFIX}_layout.json`;
/** Where the layout data is written, relative to the generated folder. */
export const LAYOUT_DATA_FILE = 'layout.json';

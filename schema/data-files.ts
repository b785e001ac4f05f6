/** Where the compiler writes each page's data and the shared layout data, and where the client-rendered comparison build (src/csr) fetches them. */

/** The folder under which the client-rendered comparison build fetches page data and the shared layout. */
export const DATA_URL_PREFIX = '/_data/';
/** The folder of page data inside the generated folder. */
export const PAGE_DATA_DIR = 'pages';

/** A page's data file name: "/" -> "index.json", "/services/oil-change" -> "services/oil-change.json". */
function dataNameOf(path: string): string {
  return path === '/' ? 'index.json' : `${path.slice(1)}.json`;
}

/** Where a route's data is written, relative to the generated folder: "pages/services/oil-change.json". */
export function dataFileOf(path: string): string {
  return `${PAGE_DATA_DIR}/${dataNameOf(path)}`;
}

/** Where the client-rendered build fetches a route's data: "/_data/services/oil-change.json". */
export function dataUrlOf(path: string): string {
  return DATA_URL_PREFIX + dataNameOf(path);
}

/** Where the client-rendered build fetches the header and footer data (one cached file). */
export const LAYOUT_DATA_URL = `${DATA_URL_PREFIX}_layout.json`;
/** Where the layout data is written, relative to the generated folder. */
export const LAYOUT_DATA_FILE = 'layout.json';

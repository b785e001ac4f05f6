/** How big content may grow before the build refuses it: far beyond any real page, well short of harm. */
const KB = 1024;

/** Bytes of one content file (YAML or markdown). The largest real one is about 7 KB. */
export const MAX_CONTENT_FILE_BYTES = 128 * KB;

/** Values that YAML aliases (`*name`) may repeat in one file, counted as if each alias were written out. */
export const MAX_ALIAS_VALUES = 10_000;

/**
 * Every page's HTML, gzip-compressed: the budget the built site is held to. A page's HTML carries its data
 * (as JSON, beside the rendered text), so data over this budget can never make a page within it.
 */
export const PAGE_HTML_BUDGET_GZIP = 40 * KB;

/** "5.0 MB", "128 KB", "900 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= KB * KB) return `${(bytes / KB / KB).toFixed(1)} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${bytes} bytes`;
}

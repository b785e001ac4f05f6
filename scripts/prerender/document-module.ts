/**
 * The server bundle's module that exports renderDocument() and renderDocumentParts() to the pre-render workers:
 * vite.config.ts builds it from `source` beside vike's own server entries, to dist/server/<name>.mjs.
 */
export const DOCUMENT_MODULE = { name: 'render-document', source: 'src/vike/render-document.tsx' } as const;

/**
 * The tags vike adds to every page (scripts/prerender/bundle-tags.ts), as the pre-render workers learnt them, kept
 * in dist/server beside the bundle they belong to: the server renders an edited page with them (server/editor/live-build.ts).
 */
export const BUNDLE_TAGS_FILE = 'bundle-tags.json';

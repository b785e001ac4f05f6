/**
 * The server bundle's module that exports renderDocument() to the pre-render workers: vite.config.ts builds it from
 * `source` beside vike's own server entries, to dist/server/<name>.mjs.
 */
export const DOCUMENT_MODULE = { name: 'render-document', source: 'src/vike/render-document.tsx' } as const;

/** Where `npm run build` writes the editor's browser bundle (scripts/editor-bundle.ts) for the server to serve. */
export const EDITOR_ASSETS = 'dist/admin';

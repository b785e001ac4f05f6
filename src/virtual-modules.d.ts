/** The address of the icon sprite the build writes beside the client bundle (scripts/vite-icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}

/** Each icon's <symbol> markup by its element id (scripts/vite-icon-sprite.ts), for the documents. */
declare module 'virtual:icon-symbols' {
  const symbols: Record<string, string>;
  export default symbols;
}

/** The browser entry's address in a build (scripts/vite-client-entry.ts); null in the development server. */
declare module 'virtual:client-entry' {
  const url: string | null;
  export default url;
}

/**
 * The words of the browser's scripts that may name classes (scripts/vite-script-classes.ts): of the code every page
 * runs, and of all the code a page with islands may load; null in the development server.
 */
declare module 'virtual:script-classes' {
  const words: { always: string[]; islands: string[] } | null;
  export default words;
}

/** A stylesheet's processed text (Vite's `?inline`), for a document that carries it in a style element. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

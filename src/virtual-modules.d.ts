/** The address of the icon sprite the build writes beside the client bundle (scripts/vite-icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}

/** A stylesheet's processed text (Vite's `?inline`), for a document that carries it in a style element. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

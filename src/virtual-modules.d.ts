/** The address of the icon sprite the build writes beside the client bundle (scripts/vite-icon-sprite.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}

import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:client-entry';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The browser's entry (src/vike/+client.ts), as vike names its chunk. */
const isClientEntry = (facadeModuleId: string | null, name: string) =>
  /\+client\.[jt]sx?$/.test(facadeModuleId ?? '') || name.endsWith('vike_client');

/**
 * `import clientEntry from 'virtual:client-entry'` gives the server bundle the address of the browser's entry
 * script (/assets/entries/…js, named by its hash), which the client build, run first, has just written; `null` in the
 * development server, where vike adds its own scripts. The pages load it themselves, after their first paint
 * (src/vike/render-document.tsx), instead of the script tag vike would add.
 */
export function clientEntry(): Plugin {
  let url: string | undefined;
  return {
    name: 'client-entry',
    // One instance for both builds: the server build reads what the client build found.
    sharedDuringBuild: true,
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.mode === 'dev') return 'export default null;';
      if (this.environment.config.consumer === 'client') return 'export default null;';
      if (!url) this.error('The browser entry is not built yet: the client build must run before the server build.');
      return `export default ${JSON.stringify(url)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const entries = Object.values(bundle).filter(
        (c) => c.type === 'chunk' && c.isEntry && isClientEntry(c.facadeModuleId, c.name),
      );
      if (entries.length !== 1) this.error(`Expected one browser entry (src/vike/+client.ts), found ${entries.length}`);
      url = `/${entries[0]!.fileName}`;
    },
  };
}

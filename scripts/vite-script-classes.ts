import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const VIRTUAL_ID = 'virtual:script-classes';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The words of a script's strings that could be class names (a class a script adds is one of them). */
const wordsOf = (code: string) => code.match(/[\w:/[\].=%#&>!@*(),+-]+/g) ?? [];

/** The chunks a chunk loads with it (static imports), or may load later too (dynamic imports), itself included. */
function closure(bundle: OutputBundle, from: OutputChunk, dynamic: boolean): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const stack = [from];
  while (stack.length) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const name of dynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') stack.push(next);
    }
  }
  return [...seen.values()];
}

/**
 * `import scriptClasses from 'virtual:script-classes'` gives the server bundle the words of the browser's scripts
 * that may name classes: `always` from the code every page runs (the browser entry and what it imports), `islands`
 * from all the code a page with islands may load (React and the islands' components, which render again in the
 * browser). A page's stylesheet keeps the rules of these classes besides those of its own markup
 * (src/vike/used-styles.ts). `null` in the development server, where pages carry the whole stylesheet.
 */
export function scriptClasses(): Plugin {
  let words: { always: string[]; islands: string[] } | undefined;
  return {
    name: 'script-classes',
    // One instance for both builds: the server build reads what the client build found.
    sharedDuringBuild: true,
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.mode === 'dev' || this.environment.config.consumer === 'client')
        return 'export default null;';
      if (!words) this.error('The browser code is not built yet: the client build must run before the server build.');
      return `export default ${JSON.stringify(words)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const entry = Object.values(bundle).find(
        (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && /\+client\.[jt]sx?$/.test(c.facadeModuleId ?? ''),
      );
      if (!entry) this.error('The browser entry (src/vike/+client.ts) is not in the client build');
      const collect = (chunks: OutputChunk[]) => [...new Set(chunks.flatMap((c) => wordsOf(c.code)))].sort();
      words = { always: collect(closure(bundle, entry, false)), islands: collect(closure(bundle, entry, true)) };
    },
  };
}

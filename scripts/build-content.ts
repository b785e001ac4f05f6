/**
 * Compiles content/ into .generated/ (route manifest, per-page JSON, JSON Schemas). On any content error it prints
 * the report and returns undefined. (The build runs it in a thread of its own, scripts/prerender/compile-thread.ts. It
 * has no "run as a command" branch: in a worker thread `process.argv[1]` names the thread's own module, so such a
 * branch compiled the content a second time there and printed every problem twice.)
 */
import { compile } from '../compiler/compile.ts';
import { emit } from '../compiler/emit.ts';
import { formatAnnotations, formatReport } from '../compiler/problems.ts';
import { writeRequestContent } from './build-functions.ts';
import { emptyCompileCache, readCompileCache, writeCompileCache } from './compile-cache.ts';

export function buildContent(
  root = process.cwd(),
  options: {
    /**
     * The compile's store between builds (scripts/compile-cache.ts), for the compiler of this hash (`compilerHash`):
     * unchanged content files are taken from it unless `fresh` (a clean build), and every file is kept for the next.
     * Without it every file is compiled and nothing is kept.
     */
    cache?: { compiler: string; fresh: boolean };
  } = {},
) {
  const { cache } = options;
  const kept = cache && (cache.fresh ? emptyCompileCache(root) : readCompileCache(root, cache.compiler));
  const { problems, site } = compile(root, 'content', { kept });
  if (problems.length) console.error(formatReport(problems));
  if (process.env.GITHUB_ACTIONS === 'true' && problems.length) console.log(formatAnnotations(problems));
  if (!site) {
    console.error('\nBuild stopped: fix the content problems above (file:line:column  field  message).');
    return undefined;
  }
  const { files } = emit(site, root, kept?.emitOptions());
  writeRequestContent(root);
  const reused =
    (kept?.reused ? `, ${kept.reused} content files unchanged since the last build` : '') +
    (kept?.pages?.takenCount ? `, ${kept.pages.takenCount} pages of entries taken as they were` : '');
  console.log(
    `Content compiled: ${site.pages.length} pages, ${site.redirects.length} redirects, ${files} generated files${reused}.`,
  );
  return {
    site,
    // Each page's data file by the hash of its text, where the compile measured it or took it from the last build.
    textHashes: kept?.textHashes ?? new Map<string, string>(),
    /** Keeps what the compile made for the next build (the build's compile thread does it once it has handed back). */
    keep: () => {
      if (cache && kept) writeCompileCache(root, cache.compiler, kept);
    },
  };
}

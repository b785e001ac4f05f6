/**
 * What the dev server runs on start and on every content edit: compile content/ and write the generated folder,
 * or return the report of the problems found. Loaded by the content plugin through the dev server's own module
 * loader (vite-content-plugin.ts), so that loading the Vite configuration does not load the compiler.
 */
import { compile } from './compile.ts';
import { emit } from './emit.ts';
import { formatReport } from './problems.ts';

export function compileForDevServer(root: string): { report?: string } {
  const { problems, site } = compile(root);
  if (!site) return { report: formatReport(problems) };
  emit(site, root);
  return {};
}

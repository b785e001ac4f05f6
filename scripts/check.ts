/**
 * `npm run check`: validates all content and prints every problem at once, grouped by file.
 * Exits 1 when any error is found. Under GitHub Actions each problem is also printed as an annotation.
 */
import { compile } from '../compiler/compile.ts';
import { formatAnnotations, formatReport } from '../compiler/problems.ts';

const root = process.cwd();
const started = performance.now();
// Checking needs every rule, not the pages' data: building pages is left to `npm run build`.
const { problems } = compile(root, process.env.CONTENT_DIR ?? 'content', { pages: false });
const ms = Math.round(performance.now() - started);
if (problems.length) console.error(formatReport(problems));
if (process.env.GITHUB_ACTIONS === 'true' && problems.length) console.log(formatAnnotations(problems));
if (problems.some((p) => p.severity === 'error')) {
  console.error(`\nContent check failed: fix the problems above (each line is file:line:column  field  message).`);
  process.exit(1);
}
console.log(`Content OK (${ms} ms).`);

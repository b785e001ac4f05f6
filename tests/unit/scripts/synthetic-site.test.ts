import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { compile } from '../../../compiler/compile.ts';
import { scratchProject } from '../../../scripts/synthetic-site.ts';
import { formatReport } from '../../../compiler/problems.ts';

// The benchmark's pages (npm run bench) are content the check accepts as it is: a build of them measures the build,
// not the printing of one warning per page (the same lists on every page once gave 19,898 warnings at 10,000 pages).
// Forty pages: each of the ten services in four towns. Only problems in those pages count here: the shop's own content
// is checked by the content checks.
const { dir, services } = scratchProject(process.cwd(), 40);
const synthetic = new Set(services.map((file) => relative(dir, file)));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the benchmark's synthetic service pages", () => {
  it('pass every check of the content without an error or a warning', () => {
    const { problems } = compile(dir, 'content', { pages: false, today: '2026-12-01' });
    const theirs = problems.filter((p) => synthetic.has(p.location.file));
    expect(theirs.length, formatReport(theirs)).toBe(0);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { compile } from '../../../compiler/compile.ts';
import { scratchProject } from '../../../scripts/synthetic-site.ts';
import { formatReport } from '../../../compiler/problems.ts';

// The benchmark's pages (npm run bench) are content the check accepts as it is: a build of them measures the build,
// not the printing of one warning per page (the same list on every page once gave 19,898 warnings at 10,000 pages).
// Forty pages: each of the ten services in four towns, and the same service in two of them.
const { dir } = scratchProject(process.cwd(), 40);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the benchmark's synthetic service pages", () => {
  it('pass every check of the content without an error or a warning', () => {
    const { problems } = compile(dir, 'content', { pages: false, today: '2026-12-01' });
    expect(problems.length, formatReport(problems)).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { cpSync, mkdtempSync, rmSync, readFileSync, writeFileSync, unlinkSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile } from '../../../compiler/compile.ts';
import { hrefsOf } from '../../../compiler/hrefs.ts';
import { loadContent } from '../../../compiler/load-content.ts';

/**
 * Properties over the real content graph: deleting any page that something links to, or corrupting any
 * internal link anywhere, yields an error that names the missing address; the untouched graph compiles clean.
 */
let root: string;
const original = new Map<string, string>();
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'graph-'));
  // The pictures too: the compiler checks that every picture the content shows is there.
  cpSync(join(process.cwd(), 'content'), join(root, 'content'), { recursive: true });
  for (const e of readdirSync(join(root, 'content'), { recursive: true, withFileTypes: true }))
    if (e.isFile() && /\.(ya?ml|md)$/.test(e.name))
      original.set(join(e.parentPath, e.name), readFileSync(join(e.parentPath, e.name), 'utf8'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const restore = () => {
  for (const [f, t] of original) writeFileSync(f, t);
};

const loaded = loadContent(process.cwd());
const links = [...loaded.files.values()].flatMap((file) =>
  [...hrefsOf(file)]
    .filter((h) => h.href.startsWith('/') && !h.href.includes('#'))
    .map((h) => ({ file: file.file, href: h.href, line: h.where().line })),
);
const linkedServices = [
  ...new Set(links.map((l) => /^\/services\/([a-z0-9-]+)$/.exec(l.href)?.[1]).filter((s): s is string => !!s)),
].filter((s) => loaded.slugs.get('service')!.has(s));

describe('the content graph', () => {
  test('the untouched graph compiles clean', () => {
    restore();
    expect(compile(root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  }, 30_000);

  test.prop([fc.constantFrom(...linkedServices)], { numRuns: 12 })(
    'deleting a linked service page is reported where it is linked',
    (slug) => {
      restore();
      unlinkSync(join(root, 'content/services', `${slug}.yaml`));
      try {
        const errors = compile(root).problems.filter((p) => p.severity === 'error');
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.some((p) => p.message.includes(`/services/${slug}`) || p.message.includes(`"${slug}"`))).toBe(
          true,
        );
      } finally {
        writeFileSync(
          join(root, 'content/services', `${slug}.yaml`),
          original.get(join(root, 'content/services', `${slug}.yaml`))!,
        );
      }
    },
    120_000,
  );

  test.prop([fc.constantFrom(...links), fc.stringMatching(/^[a-z]{3,8}$/)], { numRuns: 15 })(
    'corrupting any internal link is reported in its file',
    (link, junk) => {
      restore();
      const file = join(root, link.file);
      const text = original.get(file)!;
      const broken = `${link.href === '/' ? '' : link.href}/${junk}`;
      const lines = text.split('\n');
      const at = lines[link.line - 1]!;
      lines[link.line - 1] = at.replace(
        new RegExp(`(href: *|\\]\\()${link.href.replace(/[/.-]/g, '\\$&')}(?=[\\s)}]|$)`),
        `$1${broken}`,
      );
      expect(lines[link.line - 1]).not.toBe(at);
      writeFileSync(file, lines.join('\n'));
      const errors = compile(root).problems.filter((p) => p.severity === 'error');
      expect(errors).toContainEqual(
        expect.objectContaining({ code: 'broken-link', location: expect.objectContaining({ file: link.file }) }),
      );
      expect(errors.some((p) => p.message.includes(`"${broken}"`))).toBe(true);
    },
    120_000,
  );
});

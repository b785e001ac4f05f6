import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchProject } from '../../scripts/synthetic-site.ts';

// A copy of the project in which a new page kind, "warranty", is added the way CONTRIBUTING.md says: its schema,
// its content file, its component, one registration and a link to it. Everything else (its route, its collection,
// its data, its component's loader, the sitemap, the tests that walk the route manifest) must follow.
const { dir } = scratchProject(process.cwd(), 0);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, from: string, to: string) => {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path, text.replace(from, to));
};
const create = (file: string, text: string) => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), text);
};

/** The files a new page kind touches, each written as a person following CONTRIBUTING.md would. */
const touched = {
  registration: 'schema/page-kinds.ts',
  schema: 'schema/pages/warranty.ts',
  schemaList: 'schema/pages/index.ts',
  content: 'content/pages/warranty.yaml',
  component: 'src/pages/warranty-page.tsx',
  link: 'content/navigation.yaml',
};

function addWarrantyKind() {
  edit(
    touched.registration,
    "  fleet: { path: '/fleet', description: 'The fleet services page' },",
    "  fleet: { path: '/fleet', description: 'The fleet services page' },\n  warranty: { path: '/warranty', description: 'What the warranty covers' },",
  );
  create(
    touched.schema,
    [
      "import { z } from 'zod';",
      "import { Text, PageMeta, Paragraphs } from '../primitives.ts';",
      '',
      'export const WarrantyPage = z.object({ meta: PageMeta, title: Text, terms: Paragraphs }).strict();',
      '',
    ].join('\n'),
  );
  edit(
    touched.schemaList,
    "import { NotFoundPage } from './not-found.ts';",
    "import { NotFoundPage } from './not-found.ts';\nimport { WarrantyPage } from './warranty.ts';",
  );
  edit(touched.schemaList, "  'not-found': NotFoundPage,", "  'not-found': NotFoundPage,\n  warranty: WarrantyPage,");
  create(
    touched.content,
    [
      'meta:',
      '  title: Our Warranty | {shopName}',
      '  description: Every repair is covered for {warranty}, parts and labor, at our shop in Lebanon, Ohio.',
      'title: Our {warranty} Warranty',
      'terms:',
      '  - Every repair we make is covered for {warranty}, parts and labor.',
      '',
    ].join('\n'),
  );
  create(
    touched.component,
    [
      "import type { PageDataOf } from '../../schema/page-data.ts';",
      '',
      "export default function WarrantyPage({ data }: { data: PageDataOf<'warranty'> }) {",
      '  return (',
      '    <section className="px-4 pt-28 pb-16">',
      '      <h1>{data.page.title}</h1>',
      '      {data.page.terms.map((t) => (',
      '        <p key={t}>{t}</p>',
      '      ))}',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  edit(
    touched.link,
    '        - { label: About Us, href: /about }',
    '        - { label: About Us, href: /about }\n        - { label: Warranty, href: /warranty }',
  );
}

function run(script: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, BUILD_DATE: '2026-11-22', GITHUB_ACTIONS: '' },
  });
}

describe('a new page kind, from one registration', () => {
  it('is built at its address with its data, in the manifest and the sitemap, from six touched files', () => {
    addWarrantyKind();
    const r = run('scripts/build.ts');
    expect(r.status, r.stderr.slice(-3000)).toBe(0);

    const html = readFileSync(join(dir, 'dist/client/warranty/index.html'), 'utf8');
    expect(html).toContain('<h1>Our 12 months / 12,000 miles Warranty</h1>');
    expect(html).toContain('<title>Our Warranty | ');
    expect(html).toContain('data-page-kind="warranty"');

    const manifest = JSON.parse(readFileSync(join(dir, '.generated/manifest.json'), 'utf8')) as {
      routes: { path: string; kind: string; dataFile: string }[];
    };
    // The browser tests take one page of every kind from the manifest (tests/support/built-site.ts).
    expect(manifest.routes.find((p) => p.kind === 'warranty')).toMatchObject({
      path: '/warranty',
      dataFile: 'pages/warranty.json',
    });
    const served = JSON.parse(readFileSync(join(dir, '.generated/pages/warranty.json'), 'utf8')) as {
      data: { kind: string; page: { title: string } };
    };
    // A kind without a builder of its own receives its words.
    expect(served.data).toEqual({
      kind: 'warranty',
      page: {
        meta: expect.objectContaining({ title: 'Our Warranty | Kessler Family Auto & Truck Repair' }),
        title: 'Our 12 months / 12,000 miles Warranty',
        terms: [expect.stringContaining('parts and labor')],
      },
      // The facts of the pictures it shows (compiler/picture-facts.ts): none.
      pictures: {},
    });
    expect(readFileSync(join(dir, 'dist/client/sitemap.xml'), 'utf8')).toContain('/warranty</loc>');
    // The link to it is a link the check accepts, and every page's footer carries it.
    expect(readFileSync(join(dir, 'dist/client/about/index.html'), 'utf8')).toContain('href="/warranty"');
    expect(Object.keys(touched)).toHaveLength(6);
    // A whole build of a scratch copy: minutes on a busy 2-core machine, not the default minute.
  }, 300_000);

  it('a registered kind without its component stops the build, naming the kind and the file to write', () => {
    renameSync(join(dir, touched.component), join(dir, 'warranty-page.tsx.away'));
    const r = run('scripts/build.ts');
    renameSync(join(dir, 'warranty-page.tsx.away'), join(dir, touched.component));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'The page kind "warranty" (schema/page-kinds.ts) has no component: create src/pages/warranty-page.tsx',
    );
  });

  it('a page written without its registration is an error at its file, naming the kind to register', () => {
    edit(touched.registration, "\n  warranty: { path: '/warranty', description: 'What the warranty covers' },", '');
    edit(touched.schemaList, '\n  warranty: WarrantyPage,', '');
    edit(touched.schemaList, "\nimport { WarrantyPage } from './warranty.ts';", '');
    const r = run('scripts/check.ts');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'content/pages/warranty.yaml:1:1  (file)  No page kind "warranty" reads this file: register it in schema/page-kinds.ts',
    );
    // The link to it is broken now, and says so: the page does not silently exist or vanish.
    expect(r.stderr).toMatch(/No page at "\/warranty"/);
  });
});

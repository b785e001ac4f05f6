import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ContentCopy, lineOf } from '../../support/content-copy.ts';

const PROJECT = process.cwd();
// Its own generated folder, so this test never races another run over the shared bundle.
const GENERATED = '.generated-check-command-test';
const bundle = resolve(PROJECT, GENERATED, 'bin/check.mjs');

/** `npm run check` as the owner runs it (the script npm starts), from `cwd`. */
function check(cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [join(PROJECT, 'scripts/run-check.mjs')], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', ...env, GENERATED_DIR: GENERATED },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `npm run build` (tsx scripts/build.ts) from `cwd`. */
function build(cwd: string) {
  const r = spawnSync(
    process.execPath,
    [join(PROJECT, 'node_modules/tsx/dist/cli.mjs'), join(PROJECT, 'scripts/build.ts')],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: '' },
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

afterAll(() => rmSync(resolve(PROJECT, GENERATED), { recursive: true, force: true }));

describe('npm run check and npm run build on content', () => {
  let copy: ContentCopy;
  beforeEach(() => {
    copy = new ContentCopy();
  });
  afterEach(() => copy.dispose());

  it('exits 0 on the real content', () => {
    const r = check(PROJECT);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Content OK \(\d+ ms\)\.\n$/);
    expect(r.status).toBe(0);
  });

  it('reports every problem at once as file:line:col field message, and exits 1', () => {
    copy.replace('content/pages/about.yaml', /title: /, 'title: Call 513-555-0199 now ');
    copy.replace('content/navigation.yaml', /href: \/about/, 'href: /abuot');
    const r = check(copy.root);
    expect(r.status).toBe(1);
    const aboutLine = lineOf(copy, 'content/pages/about.yaml', '513-555-0199');
    const navLine = lineOf(copy, 'content/navigation.yaml', '/abuot');
    expect(r.stderr).toMatch(
      new RegExp(`content/pages/about\\.yaml:${aboutLine}:\\d+  \\S+  "513-555-0199" is not the shop's number`),
    );
    expect(r.stderr).toMatch(new RegExp(`content/navigation\\.yaml:${navLine}:\\d+  \\S+  .*/abuot`));
    expect(r.stderr).toContain('Content check failed');
    expect(r.stdout).not.toContain('Content OK');
  });

  it('stops npm run build before pre-rendering, with every problem of every class listed at once', () => {
    copy.replace('content/services/oil-change.yaml', / {4}- icon: timer/, '    - icon: stopwatch');
    copy.replace('content/pages/about.yaml', /title: /, 'title: Call 513-555-0199 now ');
    copy.replace('content/navigation.yaml', /href: \/about/, 'href: /abuot');
    const r = build(copy.root);
    expect(r.status).toBe(1);
    const report = r.stderr.split('\n').filter((l) => /^\S+:\d+:\d+ {2}/.test(l.trim()));
    expect(report.map((l) => l.trim().split(':')[0]).sort()).toEqual([
      'content/navigation.yaml',
      'content/pages/about.yaml',
      'content/services/oil-change.yaml',
    ]);
    expect(r.stderr).toContain(
      `content/services/oil-change.yaml:${lineOf(copy, 'content/services/oil-change.yaml', 'stopwatch')}:13  hero.features[0].icon  Expected one of`,
    );
    expect(r.stderr).toContain('Build stopped');
    expect(r.stdout).not.toContain('Content compiled');
  });

  it('prints GitHub annotations under GitHub Actions', () => {
    copy.replace('content/navigation.yaml', /href: \/about/, 'href: /abuot');
    const r = check(copy.root, { GITHUB_ACTIONS: 'true' });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(
      /^::error file=content\/navigation\.yaml,line=\d+,col=\d+,title=broken-link::header\.desktop\[1\]\.href: No page at "\/abuot"/m,
    );
  });

  it('reuses its bundle while the sources are unchanged and rebuilds it when one changes', () => {
    expect(check(PROJECT).status).toBe(0);
    const first = statSync(bundle).mtimeMs;
    expect(check(PROJECT).status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBe(first);
    // A source newer than the bundle (one more listed input stands for an edited file).
    const dir = mkdtempSync(join(tmpdir(), 'check-source-'));
    const source = join(dir, 'edited.ts');
    writeFileSync(source, '');
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    const inputs = `${bundle}.inputs.json`;
    writeFileSync(inputs, JSON.stringify([...JSON.parse(readFileSync(inputs, 'utf8')), source]));
    expect(check(PROJECT).status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(first);
    expect(readFileSync(inputs, 'utf8')).not.toContain('edited.ts');
    rmSync(dir, { recursive: true, force: true });
  });
});

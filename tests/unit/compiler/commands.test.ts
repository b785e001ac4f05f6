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

/** `npm run check` as the owner runs it (the script npm starts), from `cwd`, on a fixed day (offers are dated); stopped if it ever runs 60 s. */
function check(cwd: string, env: Record<string, string> = {}) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [join(PROJECT, 'scripts/run-check.mjs')], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', BUILD_DATE: '2026-11-22', ...env, GENERATED_DIR: GENERATED },
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = Math.round(performance.now() - started);
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr, ms };
}

/** `npm run build` as the owner runs it (the script npm starts: a bundle of scripts/build.ts) from `cwd`. */
function build(cwd: string) {
  const r = spawnSync(process.execPath, [join(PROJECT, 'scripts/run-build.mjs')], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

afterAll(() => rmSync(resolve(PROJECT, GENERATED), { recursive: true, force: true }));

// Each test starts Node (and a build) in a child process: on a busy machine that takes seconds.
describe('npm run check and npm run build on content', { timeout: 120_000 }, () => {
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
    const made = JSON.parse(readFileSync(inputs, 'utf8')) as { project: string; inputs: string[] };
    writeFileSync(inputs, JSON.stringify({ ...made, inputs: [...made.inputs, source] }));
    expect(check(PROJECT).status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(first);
    expect(readFileSync(inputs, 'utf8')).not.toContain('edited.ts');
    rmSync(dir, { recursive: true, force: true });
  });

  describe('on hostile content', () => {
    /** The one problem `npm run check` prints for a file, and that it stopped on its own, with exit status 1. */
    const onlyProblem = (r: ReturnType<typeof check>) => {
      expect(r.signal).toBeNull();
      expect(r.status).toBe(1);
      const lines = r.stderr.split('\n').filter((l) => /^\s+\S+:\d+:\d+ {2}/.test(l));
      expect(lines).toHaveLength(1);
      expect(r.stderr).toMatch(/^1 error, 0 warnings in 1 file\.$/m);
      return lines[0]!.trim();
    };

    it('refuses a YAML alias bomb (10^9 values) at its alias, and exits', () => {
      const names = 'abcdefghi'.split('');
      const bomb = names.map((n, i) =>
        i === 0
          ? `${n}: &${n} [${Array(10).fill('lol').join(', ')}]`
          : `${n}: &${n} [${Array(10)
              .fill(`*${names[i - 1]}`)
              .join(', ')}]`,
      );
      copy.write('content/areas.yaml', copy.read('content/areas.yaml') + bomb.join('\n') + '\n');
      const r = check(copy.root);
      const l = lineOf(copy, 'content/areas.yaml', 'd: &d');
      expect(onlyProblem(r)).toBe(
        `content/areas.yaml:${l}:${'d: &d ['.length + 7 * '*c, '.length + 1}  d[7]  YAML aliases may repeat at most 10,000 values in a file; with this *c they pass it, and in all they repeat 1,234,567,880. Write the values out, or use fewer aliases [yaml-aliases]`,
      );
      console.info(`npm run check on an alias bomb: ${r.ms} ms`);
    });

    it('reports 64 KB of random bytes saved as .yaml as one problem, without printing them', () => {
      const bytes = Buffer.alloc(64 * 1024);
      let x = 13;
      for (let i = 0; i < bytes.length; i++) bytes[i] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24;
      writeFileSync(copy.path('content/pages/fleet.yaml'), bytes);
      const r = check(copy.root);
      expect(onlyProblem(r)).toMatch(
        /^content\/pages\/fleet\.yaml:1:\d+ {2}\(file\) {2}The file is not text: byte 0x[0-9A-F]{2} here is not UTF-8\. Save it as plain text \(UTF-8\), or move it out of the content folder if it is not content \[not-text\]$/,
      );
      expect(r.stderr.length + r.stdout.length).toBeLessThan(1000);
      console.info(`npm run check on a binary .yaml file: ${r.ms} ms`);
    });

    it('refuses a 5 MB service file, naming the limit', () => {
      const file = 'content/services/gas-cap.yaml';
      const padding = Array.from({ length: 5 * 1024 }, (_, i) => `  - ${`Fact ${i}`.padEnd(1019, '.')}`);
      copy.write(file, `${copy.read(file)}\nnotes:\n${padding.join('\n')}\n`);
      const r = check(copy.root);
      expect(onlyProblem(r)).toBe(
        `${file}:1:1  (file)  The file is 5.0 MB, more than the 128 KB a content file may have: shorten it or split it [file-size]`,
      );
      console.info(`npm run check on a 5 MB file: ${r.ms} ms`);
    });

    it('refuses a javascript: autolink in an article at its place', () => {
      const article = 'content/articles/check-engine-light-what-it-means.md';
      copy.write(article, copy.read(article) + 'Click <javascript:alert(7)> now.\n');
      const r = check(copy.root);
      expect(onlyProblem(r)).toBe(
        `${article}:${lineOf(copy, article, '<javascript:')}:8  body  "javascript:" addresses are not allowed: a link or picture may only be a page of the site ("/contact"), https://, http://, mailto: or tel:, found "javascript:alert(7)" [unsafe-url]`,
      );
    });
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

/** Where npm would find `dep` for the package installed at `path`: its own node_modules, then each parent's. */
function resolveInLock(packages: Record<string, LockPackage>, path: string, dep: string): boolean {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
}

describe('repository', () => {
  it('locks every platform package of every optional dependency, so npm ci installs on any operating system', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> };
    const missing: string[] = [];
    for (const [path, pkg] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(pkg.optionalDependencies ?? {})) {
        if (!resolveInLock(lock.packages, path, dep)) missing.push(`${path}@${pkg.version}: ${dep}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds no scratch or measurement files', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n');
    expect(files.filter((f) => /\.tmp\.|(^|\/)(scratch|tmp)[-_/]/.test(f))).toEqual([]);
  });
  it('starts the README with a quick start of exactly two commands: one serves the site, one runs every test', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(
      readme.indexOf('## Quick start'),
      readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1),
    );
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const commands = block
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm ci && npm start', 'npm test']);
    // The note under it says what the test command may install.
    expect(section).toMatch(/chromium-headless-shell[\s\S]*nginx[\s\S]*poppler-utils/);
  });
});

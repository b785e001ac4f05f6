import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer, notDependencies } from '../../../scripts/server-bundle.ts';

const out = mkdtempSync(join(tmpdir(), 'server-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the server bundle (npm start runs it with plain node and the production dependencies only)', () => {
  it('names the packages imported that are not dependencies, by package, builtins left out', () => {
    expect(
      notDependencies(['node:fs', 'fs', 'yaml/dist/x.js', '@libsql/client/web', 'esbuild', '@scope/dev/sub', 'tsx'], {
        yaml: '^2',
        '@libsql/client': '^0.18',
      }),
    ).toEqual(['@scope/dev', 'esbuild', 'tsx']);
  });

  it("imports only packages of package.json's dependencies, the compiler's among them, and no TypeScript", async () => {
    const imported = await bundleServer(process.cwd(), out);
    expect(readdirSync(out).sort()).toEqual([
      'admin-password.mjs',
      'backup.mjs',
      'deploy-config.mjs',
      'requests.mjs',
      'restore.mjs',
      'start.mjs',
    ]);
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(imported.filter((p) => !(p in dependencies))).toEqual([]);
    // The content compiler and the page renderer the editor runs are in the bundle (yaml, marked, zod).
    expect(imported).toEqual(expect.arrayContaining(['yaml', 'marked', 'zod', 'hono', '@libsql/client']));
    expect(imported).not.toContain('tsx');
    expect(imported).not.toContain('esbuild');
    expect(imported).not.toContain('vite');
  }, 30_000);
});

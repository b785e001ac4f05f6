import type { TestProject } from 'vitest/node';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer } from '../../server/node/site-server.ts';
import { buildFirst, runBuild } from '../../scripts/build-freshness.mjs';
import { withoutTestRunnerEnv } from '../../scripts/local-servers.ts';

/**
 * Builds the site first when there is no build or its code changed since the last build (as `npm start` would),
 * once, before any test: a server a test starts with `npm start` would otherwise build it in the middle of the tests
 * over it. Then serves the built site once for all browser tests, on a free port.
 */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  const { why } = buildFirst(root, []);
  if (why) {
    if (runBuild(root, why, withoutTestRunnerEnv()) !== 0)
      throw new Error('The build failed: the tests over the built site need it.');
  }
  const dir = join(root, 'dist/client');
  if (!existsSync(join(dir, 'index.html'))) throw new Error('dist/client is missing: run `npm run build` first');
  const server = createSiteServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

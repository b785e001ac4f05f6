import type { TestProject } from 'vitest/node';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSiteServer } from '../../server/node/site-server.ts';

/** Serves the built site once for all browser tests, on a free port. */
export default async function setup(project: TestProject) {
  const dir = join(process.cwd(), 'dist/client');
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

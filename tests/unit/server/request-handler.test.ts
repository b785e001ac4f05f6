import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { securityHeaders } from '../../../server/security-headers.ts';
import { createRequestsApp } from '../../../server/requests/app.ts';
import { readConfig } from '../../../server/requests/config.ts';
import { openLibsql } from '../../../server/requests/libsql.ts';
import { loadServerContent } from '../../../server/requests/node-content.ts';
import { clientAddressOf } from '../../../server/requests/node.ts';
import { RequestStore } from '../../../server/requests/store.ts';
import { requestHandlerSuite, SUITE_ENV, type HandlerHarness } from '../../support/request-handler-suite.ts';

const content = loadServerContent(process.cwd());
let dir: string;
let store: RequestStore;
let harness: HandlerHarness;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'requests-handler-'));
  store = new RequestStore(await openLibsql(`file:${join(dir, 'requests.db')}`, dir));
  await store.migrate();
  const config = readConfig(SUITE_ENV);
  const app = createRequestsApp({
    store,
    content,
    config,
    headers: securityHeaders(),
    clientAddress: (c) => clientAddressOf(c.env?.incoming),
  });
  harness = {
    // As @hono/node-server hands it over: the socket in env.incoming.
    fetch: async (request, address) =>
      app.fetch(request, { incoming: { socket: { remoteAddress: address }, headers: {} } }),
    requests: () => store.list(),
  };
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('request endpoint (Node, SQLite file)', () => {
  requestHandlerSuite(() => harness, content);
});

import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponse } from '../../../server/node/health.ts';
import { openLibsql } from '../../../server/requests/libsql.ts';
import { RequestStore } from '../../../server/requests/store.ts';

const root = mkdtempSync(join(tmpdir(), 'health-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('/healthz', () => {
  it('reports the database, the disk and the last build, 200 when all are well', async () => {
    const store = new RequestStore(await openLibsql('file:data/requests.db', root));
    await store.migrate();
    mkdirSync(join(root, 'dist'));
    const units = { 'page:/': {}, 'page:/about': {}, 'page:404': {}, extras: {} };
    writeFileSync(join(root, 'dist/build-state.json'), JSON.stringify({ version: 1, codeHash: 'x', units }));
    const res = await healthResponse({ ping: () => store.ping(), root });
    const report = (await res.json()) as Record<string, Record<string, unknown>>;
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(report.database).toMatchObject({ ok: true });
    expect(report.disk!.freeBytes).toBeGreaterThan(0);
    expect(report.build).toMatchObject({ ok: true, pages: 2 });
    expect(Date.parse(report.build!.builtAt as string)).not.toBeNaN();
    store.close();
  });

  it('answers 503 naming the part that fails: a database that does not answer, a missing build', async () => {
    const store = new RequestStore(await openLibsql('file:data/requests.db', root));
    store.close();
    rmSync(join(root, 'dist'), { recursive: true });
    const res = await healthResponse({ ping: () => store.ping(), root });
    const report = (await res.json()) as Record<string, Record<string, unknown>>;
    expect(res.status).toBe(503);
    expect(report.database).toMatchObject({ ok: false, error: 'The database did not answer' });
    expect(report.build).toEqual({ ok: false });
    expect(JSON.stringify(report)).not.toContain(root);
  });
});

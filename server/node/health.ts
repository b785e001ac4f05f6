/**
 * `/healthz` for monitoring: the database (a read answered, and how fast), the disk the database and the site are
 * on (free space), and the last build (when, and how many pages). 200 when all is well, 503 naming what is not.
 * It tells nothing a visitor could use against the site: no paths, versions or addresses.
 */
import { readFile, statfs, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Below this much free space (or this share of the disk) the disk is reported as short. */
const MIN_FREE_BYTES = 200 * 1024 * 1024;
const MIN_FREE_SHARE = 0.05;

interface HealthReport {
  ok: boolean;
  database: { ok: boolean; ms: number; error?: string };
  disk: { ok: boolean; freeBytes: number; freeShare: number };
  build: { ok: boolean; builtAt?: string; pages?: number };
}

export interface HealthOptions {
  /** A read of the database; rejects when it cannot answer. */
  ping: () => Promise<unknown>;
  /** The project folder (the site's build is dist/ in it, the disk checked is its own). */
  root: string;
}

async function healthReport(options: HealthOptions): Promise<HealthReport> {
  const started = performance.now();
  const database = await options.ping().then(
    () => ({ ok: true, ms: Math.round(performance.now() - started) }),
    () => ({ ok: false, ms: Math.round(performance.now() - started), error: 'The database did not answer' }),
  );
  const fs = await statfs(options.root);
  const freeBytes = fs.bavail * fs.bsize;
  const freeShare = Math.round((fs.bavail / fs.blocks) * 1000) / 1000;
  const disk = { ok: freeBytes >= MIN_FREE_BYTES && freeShare >= MIN_FREE_SHARE, freeBytes, freeShare };
  const state = join(options.root, 'dist/build-state.json');
  const built = await stat(state).catch(() => undefined);
  const pages = built
    ? Object.keys((JSON.parse(await readFile(state, 'utf8')) as { units: object }).units).filter((k) =>
        k.startsWith('page:/'),
      ).length
    : undefined;
  const build = built ? { ok: true, builtAt: built.mtime.toISOString(), pages } : { ok: false };
  return { ok: database.ok && disk.ok && build.ok, database, disk, build };
}

/** The answer to GET /healthz. */
export async function healthResponse(options: HealthOptions): Promise<Response> {
  const report = await healthReport(options);
  return Response.json(report, { status: report.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * A consistent copy of the requests database while the server runs, and putting one back. The copy is SQLite's
 * `VACUUM INTO`: one read transaction's view of the whole database, written to a new file, while the server goes on
 * writing (copying the file itself would miss what is still in the write-ahead log). A restore checks the copy
 * (SQLite's integrity check, the requests table), then replaces the database in one rename and removes the old
 * write-ahead log; the server must be stopped meanwhile, or it would go on writing to the file it has open.
 */
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { openLibsql } from './libsql.ts';

/** The file of a `file:` database URL, relative to `root`; other databases are backed up by their own service. */
function databaseFileOf(databaseUrl: string, root: string): string {
  if (!databaseUrl.startsWith('file:'))
    throw new Error(
      `${databaseUrl.split(':')[0]}: databases are backed up by their own service; this copies SQLite files (file:...)`,
    );
  return resolve(root, databaseUrl.slice('file:'.length));
}

/** Writes a consistent copy of the database to `to` (a new file); returns its size and how many requests it holds. */
export async function backupDatabase(
  databaseUrl: string,
  root: string,
  to: string,
): Promise<{ bytes: number; requests: number }> {
  const file = databaseFileOf(databaseUrl, root);
  if (!existsSync(file)) throw new Error(`There is no database at ${file} yet`);
  if (existsSync(to)) throw new Error(`${to} exists already: a backup is written to a new file`);
  const db = await openLibsql(`file:${file}`, root);
  try {
    await db.run({ sql: 'VACUUM INTO ?', args: [to] });
  } finally {
    db.close?.();
  }
  return { bytes: statSync(to).size, requests: await countRequests(to, root) };
}

async function countRequests(file: string, root: string): Promise<number> {
  const db = await openLibsql(`file:${file}`, root);
  try {
    const [check] = await db.all({ sql: 'PRAGMA integrity_check' });
    if (Object.values(check ?? {})[0] !== 'ok') throw new Error(`${file} is damaged (SQLite's integrity check failed)`);
    const [row] = await db.all({ sql: 'SELECT count(*) AS n FROM requests' }).catch(() => {
      throw new Error(`${file} is not a requests database (no requests table)`);
    });
    return Number(row!.n);
  } finally {
    db.close?.();
  }
}

/** Puts a backup in the database's place (the server stopped); returns how many requests it holds. */
export async function restoreDatabase(databaseUrl: string, root: string, from: string): Promise<number> {
  const file = databaseFileOf(databaseUrl, root);
  if (!existsSync(from)) throw new Error(`There is no backup at ${from}`);
  // Checked on a copy: opening the backup itself would give it a write-ahead log of its own.
  const incoming = `${file}.restoring`;
  copyFileSync(from, incoming);
  try {
    const requests = await countRequests(incoming, root);
    for (const suffix of ['-wal', '-shm']) rmSync(`${incoming}${suffix}`, { force: true });
    renameSync(incoming, file);
    for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    return requests;
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
}

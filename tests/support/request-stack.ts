import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { openLibsql } from '../../server/requests/libsql.ts';
import { RequestStore, type StoredRequest } from '../../server/requests/store.ts';

export interface RequestStack {
  baseUrl: string;
  /** Every request the server stored, oldest first. */
  arrived(): Promise<StoredRequest[]>;
  /** Every mail the shop's SMTP server received, as raw text, in order of arrival. */
  mails: string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A mail server on loopback that keeps every message it is given. */
async function startMailbox(mails: string[]) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The site as `npm start` serves it, request endpoint included, with its own database in a temporary folder
 * and its mail going to a local SMTP server. The spam rules that judge speed and volume are relaxed: the
 * browser fills forms in milliseconds and every request comes from 127.0.0.1.
 */
export async function startRequestStack(): Promise<RequestStack> {
  const dir = mkdtempSync(join(tmpdir(), 'request-forms-'));
  const databaseUrl = `file:${join(dir, 'requests.db')}`;
  const mails: string[] = [];
  const mailbox = await startMailbox(mails);
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      SPAM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '10000',
      OUTBOX_POLL_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseUrl}/`, child, () => output);
  const store = new RequestStore(await openLibsql(databaseUrl, dir));
  return {
    baseUrl,
    arrived: async () => (await store.list()).reverse(),
    mails,
    async stop() {
      store.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await mailbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

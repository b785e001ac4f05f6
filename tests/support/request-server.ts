/** For end-to-end tests of the request endpoint: a real SMTP mailbox, and `npm start` run as a separate process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { withoutTestRunnerEnv } from '../../scripts/local-servers.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  /** The body, quoted-printable decoded. */
  text: string;
  receivedAt: number;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? ''))
    text = Buffer.from(
      text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/** An SMTP server that keeps every message it accepts; stop() and start() again on the same port. */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      // A mail server going down tells its clients at once (421) instead of waiting 30 s for them to leave.
      closeTimeout: 200,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMail(raw),
            receivedAt: Date.now(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `predicate` holds for the messages (polling), or throws after `timeoutMs`. */
  async waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!predicate(this.messages)) {
      if (Date.now() > end)
        throw new Error(`Mailbox: condition not met within ${timeoutMs} ms (${this.messages.length} messages)`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** `npm start` in its own process group, with its output kept. */
export class ShopServer {
  private child: ChildProcess | undefined;
  output = '';
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    /** The project folder it runs in (default: the current one). */
    private readonly cwd = process.cwd(),
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process `start()` ran (npm, whose children serve). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    this.output = '';
    const child = spawn('npm', ['start'], {
      cwd: this.cwd,
      // As it runs in service: without the test runner's NODE_ENV=test, which would make a build it starts with
      // (the code newer than the last build) bundle React's development build into the shared dist/.
      env: { ...withoutTestRunnerEnv(), ...this.env, PORT: String(this.port) },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    const end = Date.now() + 60_000;
    while (!this.output.includes('Serving ')) {
      if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${this.output}`);
      if (Date.now() > end) throw new Error(`npm start did not come up:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Kills the whole process group (npm and the server under it) with `signal`. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
    await exited;
    // npm may exit before the server under it: wait until the port is free again.
    const end = Date.now() + 10_000;
    while (Date.now() < end) {
      const ok = await fetch(this.baseUrl).then(
        () => false,
        () => true,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * `npm run requests -- <args>` with the given environment; its standard output. Asynchronous: a blocked event
 * loop would keep idle keep-alive connections past the server's timeout and break the next request.
 */
export async function requestsCli(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn('npm', ['run', '--silent', 'requests', '--', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`npm run requests ${args.join(' ')} failed (${code}):\n${err}`);
  return out;
}

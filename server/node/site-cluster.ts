/**
 * `npm start` on more than one core (docs/decisions/015-one-production-server.md). The primary process keeps
 * everything that must exist once: the requests database (one writer), the outbox, the back office's sessions, the
 * editor with its warm compiler (one save at a time). It does not take connections from visitors itself: worker
 * processes share the port (node:cluster) and answer pages and files from their own memory, and forward everything
 * else (/api/, /admin, /healthz) to the primary over a Unix socket in a folder only this user can open. When a save
 * swaps pages in, the primary tells every worker which files changed and answers the save only once each has
 * forgotten them: the next request anywhere reads the new files.
 */
import { request, Agent, type RequestListener, type ServerResponse } from 'node:http';
import cluster, { type Worker } from 'node:cluster';
import { clientAddressOf, isFromProxy } from '../requests/node.ts';

/** Request headers that belong to one connection, not to the request: never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'x-forwarded-for',
  'x-forwarded-proto',
]);
const RESPONSE_HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * A worker's listener for what the primary answers: the request as it came (method, target, headers, body
 * streamed), the visitor's address in X-Forwarded-For and the scheme in X-Forwarded-Proto as this worker
 * established them (from nginx on 127.0.0.1, or the connection itself), and the primary's answer streamed back.
 */
export function forwardTo(socketPath: string, securityHeaderLines: readonly string[]): RequestListener {
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 16 });
  return (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    const address = clientAddressOf(req);
    if (address) headers['x-forwarded-for'] = address;
    const proto = isFromProxy(req)
      ? String(req.headers['x-forwarded-proto'] ?? '')
          .split(',')
          .at(-1)
          ?.trim()
      : '';
    headers['x-forwarded-proto'] = proto === 'https' ? 'https' : 'http';
    const upstream = request({ socketPath, agent, method: req.method, path: req.url, headers }, (answer) => {
      const lines: string[] = [];
      const raw = answer.rawHeaders;
      for (let i = 0; i < raw.length; i += 2)
        if (!RESPONSE_HOP_BY_HOP.has(raw[i]!.toLowerCase())) lines.push(raw[i]!, raw[i + 1]!);
      res.writeHead(answer.statusCode ?? 502, lines);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => unavailable(res, securityHeaderLines));
    // The visitor went away: so does the request to the primary.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}

function unavailable(res: ServerResponse, securityHeaderLines: readonly string[]): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(503, [
    ...securityHeaderLines,
    'Content-Type',
    'text/plain; charset=utf-8',
    'Cache-Control',
    'no-store',
    'Retry-After',
    '5',
  ]);
  res.end(res.req.method === 'HEAD' ? undefined : 'Service Unavailable: the site is restarting, try again shortly.\n');
}

interface ChangedMessage {
  type: 'site-changed';
  id: number;
  files: string[];
}
interface ChangedAck {
  type: 'site-changed-ack';
  id: number;
}

let nextChange = 0;

/**
 * Tells every worker which files (absolute paths) a save changed, and resolves once each has forgotten them (or
 * after `timeoutMs`, naming those that did not answer: a worker that hangs must not hold up the save).
 */
export function announceChanged(files: readonly string[], timeoutMs = 5000): Promise<void> {
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w.isConnected());
  if (!workers.length) return Promise.resolve();
  const id = ++nextChange;
  const message: ChangedMessage = { type: 'site-changed', id, files: [...files] };
  return new Promise((resolve) => {
    const waiting = new Set(workers);
    const listeners: [Worker, string, (m?: unknown) => void][] = [];
    const done = () => {
      clearTimeout(timer);
      for (const [worker, event, listener] of listeners) worker.off(event, listener);
      resolve();
    };
    const timer = setTimeout(() => {
      console.error(`Workers ${[...waiting].map((w) => w.process.pid).join(', ')} did not confirm a change in time.`);
      done();
    }, timeoutMs);
    for (const worker of workers) {
      const confirmed = () => {
        waiting.delete(worker);
        if (!waiting.size) done();
      };
      const onMessage = (m?: unknown) => {
        const ack = m as ChangedAck | undefined;
        if (ack?.type === 'site-changed-ack' && ack.id === id) confirmed();
      };
      // A worker that ends meanwhile has nothing to forget (its replacement starts with nothing in memory).
      listeners.push([worker, 'message', onMessage], [worker, 'exit', confirmed]);
      worker.on('message', onMessage);
      worker.on('exit', confirmed);
      worker.send(message);
    }
  });
}

/** In a worker: forgets the files the primary says changed (`forget`), then confirms. */
export function followChanges(forget: (files: string[]) => void): void {
  process.on('message', (m: unknown) => {
    const message = m as ChangedMessage | undefined;
    if (message?.type !== 'site-changed') return;
    forget(message.files);
    process.send?.({ type: 'site-changed-ack', id: message.id } satisfies ChangedAck);
  });
}

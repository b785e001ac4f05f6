import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSiteServer } from '../../scripts/serve.ts';

/** One request as it reached the shop. */
export interface Arrived {
  form: string;
  fields: Record<string, unknown>;
}

export interface RequestStack {
  baseUrl: string;
  /** Every request stored so far, oldest first. */
  arrived(): Promise<Arrived[]>;
  stop(): Promise<void>;
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The built site with a recording request endpoint beside it: JSON posts are answered 201 (one request per
 * idempotency key), native posts 303 to the thank-you page.
 */
export async function startRequestStack(): Promise<RequestStack> {
  const site = createSiteServer(join(process.cwd(), 'dist/client'));
  const serveSite = site.listeners('request')[0] as (...args: unknown[]) => void;
  const stored: (Arrived & { key?: string })[] = [];
  const server: Server = createServer(async (req, res) => {
    const match = /^\/api\/requests\/([a-z-]+)$/.exec(req.url ?? '');
    if (!match) return serveSite(req, res);
    const body = await read(req);
    const json = (req.headers['content-type'] ?? '').startsWith('application/json');
    const fields = json ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(body));
    const key = typeof fields.idempotencyKey === 'string' && fields.idempotencyKey ? fields.idempotencyKey : undefined;
    let index = key ? stored.findIndex((s) => s.key === key && s.form === match[1]) : -1;
    if (index < 0) index = stored.push({ form: match[1]!, fields, key }) - 1;
    if (json) {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, id: String(index + 1) }));
    } else {
      res.writeHead(303, { location: `/thank-you?form=${match[1]}` });
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    arrived: async () => stored.map(({ form, fields }) => ({ form, fields })),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

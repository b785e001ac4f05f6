/**
 * The Cloudflare Pages Function (functions/api/requests/[form].ts) in Cloudflare's own runtime (workerd,
 * through miniflare) with a D1 database: the same handler tests as on Node.
 */
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { writeRequestContent } from '../../../scripts/build-functions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1Database, type D1Like } from '../../../server/requests/d1.ts';
import { loadServerContent } from '../../../server/requests/node-content.ts';
import { RequestStore } from '../../../server/requests/store.ts';
import { requestHandlerSuite, SUITE_ENV, type HandlerHarness } from '../../support/request-handler-suite.ts';

const root = process.cwd();
const content = loadServerContent(root);
let mf: Miniflare;
let harness: HandlerHarness;
/** What the function posted to WEBHOOK_URL. */
const webhook: { url: string; body: { id: string; form: string; fields: Record<string, unknown> } }[] = [];

beforeAll(async () => {
  // What the content build writes for the function, as on the host.
  writeRequestContent(root);
  // As Pages calls it: one function per route, handed the request, the bindings and waitUntil.
  const bundle = await build({
    stdin: {
      contents: `import { onRequest } from './functions/api/requests/[form].ts';
        export default { fetch: (request, env, ctx) => onRequest({ request, env, waitUntil: (p) => ctx.waitUntil(p) }) };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    write: false,
    logLevel: 'silent',
  });
  mf = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]!.text,
    compatibilityDate: '2025-01-01',
    d1Databases: ['DB'],
    bindings: { ...SUITE_ENV, WEBHOOK_URL: 'https://hooks.shop.test/requests' },
    // Every fetch the function makes lands here: the webhook's receiver.
    outboundService: async (request: Request) => {
      webhook.push({ url: request.url, body: (await request.json()) as (typeof webhook)[number]['body'] });
      return new Response('ok');
    },
  });
  const db = (await mf.getD1Database('DB')) as unknown as D1Like;
  const store = new RequestStore(d1Database(db));
  harness = {
    async fetch(request, address) {
      const headers = Object.fromEntries(request.headers);
      const body = request.body ? await request.text() : undefined;
      // Cloudflare's edge sets CF-Connecting-IP itself, whatever the client sent.
      const res = await mf.dispatchFetch(request.url, {
        method: request.method,
        headers: { ...headers, 'cf-connecting-ip': address },
        body,
        redirect: 'manual',
      });
      return res as unknown as Response;
    },
    requests: () => store.list(),
  };
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
});

describe('request endpoint (Cloudflare Pages Function, D1, under miniflare)', () => {
  requestHandlerSuite(() => harness, content, 'webhook');

  it('posts each new request to WEBHOOK_URL once, after answering, and marks it sent', async () => {
    const name = `Webhook ${Math.random().toString(36).slice(2, 8)}`;
    const res = await harness.fetch(
      new Request('http://shop.test/api/requests/hero-quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email: 'w@example.com', phone: '5135550100', service: 'oil-change' }),
      }),
      '10.9.9.9',
    );
    const { id } = (await res.json()) as { id: string };
    const end = Date.now() + 10_000;
    let sentAt: string | null | undefined;
    while (!sentAt && Date.now() < end) {
      sentAt = (await harness.requests()).find((r) => r.id === id)?.notifications[0]?.sentAt;
      if (!sentAt) await new Promise((r) => setTimeout(r, 100));
    }
    expect(sentAt).toBeTruthy();
    const posts = webhook.filter((w) => w.body.id === id);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('https://hooks.shop.test/requests');
    expect(posts[0]!.body).toMatchObject({ form: 'hero-quote', fields: { name, service: 'oil-change' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig } from '../../scripts/host-config.ts';
import { DIST, manifest } from '../support/built-site.ts';

const NGINX = '/usr/sbin/nginx';
// CI installs Debian's nginx (.ci/run); on a machine without it these tests are skipped, never in CI.
const available = existsSync(NGINX) || process.env.CI === 'true';

describe.skipIf(!available)('the nginx server block, in Debian nginx', () => {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  let nginx: ChildProcess;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', headers });

  beforeAll(async () => {
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  ${nginxConfig(manifest.redirects, DIST, port).replace('listen ' + port, `listen 127.0.0.1:${port}`)}
}
`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(
      `nginx did not start: ${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`,
    );
  });
  afterAll(() => {
    nginx?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages, the not-found page with 404, and the aliases with 301', async () => {
    expect((await get('/services/oil-change')).status).toBe(200);
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    const alias = await get('/services/inspection');
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toMatch(/\/services\/multi-point-inspection$/);
    const slash = await get('/about/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toMatch(/\/about$/);
  });

  it('sends the same security headers and caching as npm start, compressed', async () => {
    const page = await get('/', { 'accept-encoding': 'gzip' });
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await get(script);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const missing = await get('/nope');
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

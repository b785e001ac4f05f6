/**
 * `npm run deploy:config -- --host shop.example.com [--dir /srv/kessler-site] [--user kessler] [--port 3000]`:
 * writes what a server of its own needs beside the built site, into dist/deploy/: the systemd unit that runs
 * `npm start` (kessler-site.service) and the nginx configuration in front of it, on HTTPS with the host's
 * Let's Encrypt certificate and HTTP sent to HTTPS (nginx-site.conf). Checks the unit with `systemd-analyze
 * verify` where it is installed. Needs a build (the redirects and the pages' inline hashes come from it). The
 * README's "Deploy" section says where each file goes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Redirect } from '../schema/routes.ts';
import { readCspHashes } from '../server/node/csp-hashes.ts';
import { nginxConfig, nginxTlsConfig, systemdUnit } from './host-config.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const host = arg('host');
if (!host || !/^[a-z0-9.-]+$/.test(host)) {
  console.error('Which host? npm run deploy:config -- --host shop.example.com');
  process.exit(1);
}
const dir = arg('dir') ?? '/srv/kessler-site';
const user = arg('user') ?? 'kessler';
const port = Number(arg('port') ?? 3000);
const root = process.cwd();
const { redirects } = JSON.parse(readFileSync(join(root, '.generated/manifest.json'), 'utf8')) as {
  redirects: Redirect[];
};
const out = join(root, 'dist/deploy');
mkdirSync(out, { recursive: true });
const site = join(dir, 'dist/client');
const block = nginxConfig(redirects, site, 443, readCspHashes(join(root, 'dist/client')), `127.0.0.1:${port}`);
writeFileSync(join(out, 'nginx-site.conf'), nginxTlsConfig(block, { host }));
const unit = join(out, 'kessler-site.service');
writeFileSync(unit, systemdUnit({ dir, user, port, node: process.execPath }));
console.log(`Wrote ${join(out, 'nginx-site.conf')} and ${unit}.`);
const verify = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
if (verify.error) console.log('systemd-analyze is not installed here: the unit is checked on the server.');
else if (verify.status !== 0 || verify.stderr.trim())
  console.log(`systemd-analyze verify (on the server, ${dir} and the user ${user} exist):\n${verify.stderr.trim()}`);
else console.log('systemd-analyze verify: no findings.');

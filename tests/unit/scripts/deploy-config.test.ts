import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_BROTLI_MODULE, nginxConfig, nginxTlsConfig, systemdUnit } from '../../../scripts/host-config.ts';

// The deployment's files, checked by the tools that read them: nginx -t and systemd-analyze verify.
const dir = mkdtempSync(join(tmpdir(), 'deploy-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const redirects = [{ from: '/services/oil', to: '/services/oil-change', status: 301 as const }];

describe('the deployment files (npm run deploy:config)', () => {
  it('puts the site on HTTPS with the certificate, sends HTTP to HTTPS at the configured host, and nginx accepts it', () => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=shop.test',
        '-keyout',
        join(dir, 'privkey.pem'),
        '-out',
        join(dir, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    const tls = nginxTlsConfig(nginxConfig(redirects, join(dir, 'client'), 443, undefined, '127.0.0.1:3000'), {
      host: 'shop.test',
      certificateDir: dir,
    });
    expect(tls).toContain('listen 443 ssl http2;');
    expect(tls).toContain(`ssl_certificate ${dir}/fullchain.pem;`);
    expect(tls).toContain('location / { return 301 https://shop.test$request_uri; }');
    expect(tls).not.toMatch(/https:\/\/\$host/);
    expect(tls).toMatch(/add_header Strict-Transport-Security "max-age=\d+; includeSubDomains" always;/);
    expect(tls).toMatch(/proxy_set_header X-Forwarded-For \$\w+;/);
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? 'user root;' : ''}
load_module ${NGINX_BROTLI_MODULE};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${tls}
}
`,
    );
    const test = spawnSync('/usr/sbin/nginx', ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
    expect(test.stderr).toContain('test is successful');
  });

  it('runs npm start as its own confined user with its secrets, and systemd-analyze finds nothing to say', () => {
    const unit = systemdUnit({ dir, user: 'root', port: 3000, node: process.execPath });
    expect(unit).toContain(`ExecStart=${process.execPath} scripts/start.mjs`);
    expect(unit).toContain(`EnvironmentFile=-${dir}/.env`);
    expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toContain(`ReadWritePaths=${dir}/data ${dir}/content ${dir}/.git`);
    const file = join(dir, 'kessler-site.service');
    writeFileSync(file, unit);
    const verify = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
    expect(verify.stderr.trim()).toBe('');
    // The check does look: a mistake is found.
    writeFileSync(file, unit.replace('Type=simple', 'Type=simplest'));
    expect(spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' }).stderr).toMatch(/service type/i);
  });
});

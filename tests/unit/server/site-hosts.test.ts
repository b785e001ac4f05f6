import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { hostAllowList, hostNameOf, siteHostNames } from '../../../server/node/site-hosts.ts';

describe('the host names of the site', () => {
  it("are the site address's host, SITE_HOSTS and this machine's names", () => {
    expect(siteHostNames('https://www.Shop.example', undefined)).toEqual([
      'www.shop.example',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    expect(
      siteHostNames('https://www.shop.example/', 'shop.example, https://second.example/ other.example:8443'),
    ).toEqual([
      'www.shop.example',
      'shop.example',
      'second.example',
      'other.example',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
  });

  it('refuses SITE_HOSTS that are not host names, naming them', () => {
    expect(() => siteHostNames('https://shop.example', 'shop.example bad_name')).toThrow(/"bad_name"/);
    expect(() => siteHostNames('https://shop.example', 'a b..c')).toThrow(/"b\.\.c"|not a host/);
  });

  it('reads a Host header without its port, final dot or letter case', () => {
    expect(hostNameOf('Shop.Example:8080')).toBe('shop.example');
    expect(hostNameOf('shop.example.')).toBe('shop.example');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    for (const bad of [undefined, '', 'shop.example:x', 'a b', 'shop.example/x', 'user@shop.example', '::1', '.x'])
      expect(hostNameOf(bad), String(bad)).toBeUndefined();
  });
});

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const name = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));

describe('the allow-list', () => {
  test.prop([name, fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }), fc.boolean(), fc.boolean()])(
    'lets its names through in any case, with any port and a final dot',
    (host, port, upper, dot) => {
      const allowed = hostAllowList([host]);
      const header = `${upper ? host.toUpperCase() : host}${dot ? '.' : ''}${port === undefined ? '' : `:${port}`}`;
      expect(allowed(header)).toBe(true);
    },
  );

  test.prop([name, fc.string({ maxLength: 40 })])('lets nothing else through', (host, header) => {
    const allowed = hostAllowList([host]);
    fc.pre(hostNameOf(header) !== host);
    expect(allowed(header)).toBe(false);
  });

  it('refuses names that only contain or end like its own, and a missing header', () => {
    const allowed = hostAllowList(['shop.example']);
    for (const header of ['evil-shop.example', 'shop.example.evil.example', 'xshop.example', 'shop.exampl', undefined])
      expect(allowed(header), String(header)).toBe(false);
  });
});

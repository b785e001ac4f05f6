import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { locationOf, parseRequestTarget } from '../../../server/node/request-target.ts';
import { redirectOf } from '../../../server/node/site-redirects.ts';

const aliases = new Map([['/services/inspection', '/services/multi-point-inspection']]);

/** Any request target a client can put on the request line: slashes, dots, backslashes, %-escapes, anything. */
const target = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '/',
        '//',
        '.',
        '..',
        '\\',
        '%2F',
        '%2f',
        '%5C',
        '%2e',
        '%',
        '%zz',
        '%00',
        '?',
        '#',
        '@',
        ':',
        'evil.com',
        'cars',
        'HONDA',
      ),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => '/' + parts.join(''));

describe('request targets', () => {
  it('decodes, resolves dot segments and merges slashes', () => {
    expect(parseRequestTarget('/a//b/./c/../d/?q=1')).toEqual({
      path: '/a/b/d',
      segments: ['a', 'b', 'd'],
      trailingSlash: true,
      query: 'q=1',
    });
    expect(parseRequestTarget('//x//evil.com/')?.path).toBe('/x/evil.com');
    expect(parseRequestTarget('/cars/..//evil.com/')?.path).toBe('/evil.com');
    expect(parseRequestTarget('http://evil.com/about?x')?.path).toBe('/about');
  });

  it('refuses what no site path can be', () => {
    for (const bad of ['*', 'evil.com', '/%zz', '/%', '/a%00b', '/../x', '/a/../../x', '//[/%'])
      expect(parseRequestTarget(bad), bad).toBeUndefined();
  });

  test.prop([target])('never throws, and every redirect is a path of this site keeping the query', (raw) => {
    const t = parseRequestTarget(raw);
    if (!t) return;
    expect(t.path.startsWith('/')).toBe(true);
    expect(t.path).not.toMatch(/\/\/|\/\.\.?(\/|$)/);
    const to = redirectOf(t, aliases);
    if (!to) return;
    const location = locationOf(to, t.query);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, 'http://site.test/a/').origin).toBe('http://site.test');
    if (t.query) expect(location.endsWith(`?${t.query}`)).toBe(true);
  });
});

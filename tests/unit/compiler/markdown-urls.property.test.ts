import { describe, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { Marked } from 'marked';
import { markdownUrls, renderMarkdown } from '../../../compiler/markdown.ts';
import { unsafeUrl } from '../../../schema/safe-url.ts';

const SITE = new URL('https://www.kessler.example/advice/x');

/**
 * Whether a browser would take `value` (an attribute value as the browser decodes it) somewhere the
 * content may lead: this site, an https:// or http:// address written out, mailto: or tel:. The URL
 * parser is Node's WHATWG one, the browsers' own rules, not the compiler's.
 */
function browserWouldAllow(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return true; // not a URL a browser would follow
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return true;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.origin === SITE.origin || /^[\s]*https?:\/\/[^/\\]/i.test(value);
}

/** The attribute values of every href and src in rendered HTML, as a browser decodes them. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, v]) => {
    // The renderer escapes every "&": any other reference would be decoded by the browser and read differently.
    expect(v!.replace(/&(amp|lt|gt|quot);/g, '')).not.toContain('&');
    return v!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  });
}

const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'file');
/** One character of a scheme as an attacker might write it: plain, other case, or a character reference. */
const disguise = (c: string) =>
  fc.constantFrom(
    c,
    c.toUpperCase(),
    `&#${c.charCodeAt(0)};`,
    `&#x${c.charCodeAt(0).toString(16)};`,
    `&#X${c.charCodeAt(0).toString(16).toUpperCase()};`,
  );
const hidden = fc.constantFrom('', '', '', '&#x09;', '&Tab;', '&#10;', '&NewLine;');
const hostile = fc.oneof(
  scheme.chain((s) =>
    fc
      .tuple(
        fc.tuple(...[...s].map((c) => fc.tuple(disguise(c), hidden))),
        fc.constantFrom(':', '&colon;', '&#58;'),
        fc.constantFrom('alert(1)', '//evil.example/x', 'text/html,<b>x</b>'),
        fc.constantFrom('', ' ', '  '),
      )
      .map(([letters, colon, rest, lead]) => `${lead}${letters.map(([c, h]) => c + h).join('')}${colon}${rest}`),
  ),
  fc.constantFrom('//evil.example/', '/\\evil.example/', '\\\\evil.example', ' //evil.example', '/&#92;evil.example'),
);
/** The markdown forms that carry an address. */
const form = fc.constantFrom(
  (u: string) => `See [this](${u}) now.`,
  (u: string) => `See [this](<${u}>) now.`,
  (u: string) => `See ![a picture](${u}) now.`,
  (u: string) => `See <${u}> now.`,
  (u: string) => `See [this][r] now.\n\n[r]: ${u}`,
  (u: string) => `See [this][r] now.\n\n[r]: <${u}> "title"`,
  (u: string) => `> quoted [this](${u})`,
  (u: string) => `- listed ![a](${u})`,
);

/** marked as it renders by default: what the content would become without the site's renderer. */
const plain = new Marked({ gfm: true });

describe('addresses in markdown bodies', () => {
  test.prop([hostile, form], { numRuns: 400 })(
    'the renderer never writes a link or picture a browser would take off the site or run',
    (url, write) => {
      const html = renderMarkdown(write(url));
      for (const a of addresses(html)) expect(browserWouldAllow(a), `${a} in ${html}`).toBe(true);
    },
  );

  test.prop([hostile, form], { numRuns: 400 })(
    'the build check refuses every such address that plain markdown would turn into a link or picture',
    (url, write) => {
      const source = write(url);
      // Every generated address is hostile once a browser decodes it: if plain markdown makes it a link, it must go.
      const wouldRun = /<(a|img)\s/.test(plain.parse(source, { async: false }));
      const refused = markdownUrls(source).some((u) => unsafeUrl(u.href) !== undefined);
      if (wouldRun) expect(refused, source).toBe(true);
    },
  );

  test.prop([
    fc.constantFrom(
      '/services/oil-change',
      '/contact#quote',
      'https://www.example.com/a?b=1&c=2',
      'http://example.com',
      'mailto:service@example.com',
      'tel:+15135550142',
      '#faq',
    ),
    form,
  ])('keeps links to pages, https://, http://, mailto: and tel:', (url, write) => {
    const source = write(url);
    expect(markdownUrls(source).map((u) => unsafeUrl(u.href))).toEqual(markdownUrls(source).map(() => undefined));
    const links = (html: string) => html.match(/<(a|img)\s/g)?.length ?? 0;
    expect(links(renderMarkdown(source))).toBe(links(plain.parse(source, { async: false })));
  });
});

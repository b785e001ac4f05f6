import { z } from 'zod';

/**
 * Where links and pictures in the content may lead: a page of the site ("/contact", "#faq"),
 * or an address of one of these kinds. Anything else (javascript:, data:, vbscript:, file:, an address
 * starting with "//" that leaves the site) could run code or mislead a visitor, so the build refuses it.
 */
const allowedSchemes = ['https', 'http', 'mailto', 'tel'] as const;

const kinds = allowedSchemes.map((s) => (s.startsWith('http') ? `${s}://` : `${s}:`));
const ALLOWED = `a page of the site ("/contact"), ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`;

/** Character references a browser would decode in an attribute: numeric ones and the named ones that spell URLs. */
const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  num: '#',
  quest: '?',
  lpar: '(',
  rpar: ')',
  excl: '!',
  amp: '&',
  semi: ';',
  commat: '@',
  percnt: '%',
  nbsp: '\u00a0',
};

function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The address as a browser reads it: character references decoded, leading and trailing controls and
 * spaces dropped, tabs and line breaks inside removed (so "java&#x09;script:" and " JavaScript:" read
 * as what they are).
 */
function urlAsRead(value: string): string {
  return (
    decodeReferences(value)
      // eslint-disable-next-line no-control-regex -- browsers drop these control characters around an address
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
      .replace(/[\t\n\r]/g, '')
  );
}

/** A tel: link dials a phone number and holds nothing else: digits, spaces, dots, hyphens, brackets, a leading "+". */
const TEL_NUMBER = /^tel:\+?[\d\s().-]*\d[\d\s().-]*$/i;
const TEL_ONLY = 'A "tel:" link holds a phone number only (digits, spaces, "+", "-", brackets); better: href: call';

const show = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);

/** Why a link or picture address may not be in the content, or undefined when it may. */
export function unsafeUrl(value: string): string | undefined {
  const read = urlAsRead(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(read)?.[1];
  const readAs = read === value.trim() ? '' : ` (a browser reads ${show(value)} as ${show(read)})`;
  if (scheme) {
    const kind = scheme.toLowerCase();
    if (!(allowedSchemes as readonly string[]).includes(kind))
      return `"${kind}:" addresses are not allowed${readAs}: a link or picture may only be ${ALLOWED}`;
    if (!value.trim().toLowerCase().startsWith(`${kind}:`))
      return `Write the address plainly${readAs}: a link or picture may only be ${ALLOWED}`;
    if (kind === 'tel' && !TEL_NUMBER.test(read)) return TEL_ONLY;
    if (kind.startsWith('http') && !/^https?:\/\/[^/\\]/i.test(read))
      return `Expected "${kind}://" and a host name, like "https://www.example.com"`;
    return undefined;
  }
  if (/^[/\\]{2}|^\\/.test(read))
    return `An address starting with "//" (or a backslash) leads to another site${readAs}: write "https://" and the host for another site, or a single "/" for a page of this site`;
  return undefined;
}

/** Text that is a link or picture address: refused (and nothing else said about it) when it is not a safe one. */
export const SafeUrl = z.string().refine((value) => unsafeUrl(value) === undefined, {
  abort: true,
  params: { problem: 'unsafe-url' },
  error: (issue) => unsafeUrl(String(issue.input)) ?? 'Unsafe address',
});

/**
 * The host names a server of the site answers to. A request naming any other host (a stranger's domain pointed at
 * this machine, a page that rebinds its own name to 127.0.0.1, a scanner trying IP addresses) gets 421 Misdirected
 * Request: the site's pages, its request form and its back office are served under its own names only.
 */

/** Names every server of the site answers to on its own machine: health checks and a look from the shell. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** A bracketed IPv6 address, or dot-separated labels of letters, digits and inner hyphens; a port may follow. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(\\[[0-9a-f:.]+\\]|${LABEL}(?:\\.${LABEL})*)\\.?(?::\\d{1,5})?$`, 'i');

/** A Host header's name: lower case, without its port or a final dot; undefined when it is not a host name. */
export function hostNameOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = HOST.exec(header.trim());
  return m ? m[1]!.toLowerCase() : undefined;
}

/**
 * The names `npm start` answers to: the host of the site's address (content/site.yaml `url`), the names listed in
 * `SITE_HOSTS` (comma or space separated: the bare domain beside www, a second domain), and this machine's
 * loopback names.
 */
export function siteHostNames(siteUrl: string, extra: string | undefined): string[] {
  const names = new Set<string>([new URL(siteUrl).hostname.toLowerCase()]);
  for (const word of (extra ?? '').split(/[\s,]+/).filter(Boolean)) {
    const name = hostNameOf(word.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, ''));
    if (!name) throw new Error(`SITE_HOSTS: "${word}" is not a host name (for example shop.example.com).`);
    names.add(name);
  }
  for (const name of LOOPBACK_HOSTS) names.add(name);
  return [...names];
}

/** Whether a Host header names one of `names`; answers for each header seen are kept (a handful in practice). */
export function hostAllowList(names: readonly string[]): (header: string | undefined) => boolean {
  const allowed = new Set(names);
  const seen = new Map<string, boolean>();
  return (header) => {
    if (header === undefined) return false;
    let yes = seen.get(header);
    if (yes === undefined) {
      const name = hostNameOf(header);
      yes = name !== undefined && allowed.has(name);
      if (seen.size >= 256) seen.clear();
      seen.set(header, yes);
    }
    return yes;
  };
}

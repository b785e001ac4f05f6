import type { ResolvedLogo } from '../schema/page-data.ts';

/** The drawing (an SVG path, 24 x 24) of a simple-icons logo by its name, or undefined when there is none. */
type LogoPaths = (name: string) => string | undefined;

/**
 * The simple-icons package's files, read from the disk as they are asked for. node:fs and node:module are loaded
 * when the first logo is, not when this module is imported, so that the compiler bundles for a Worker, which has
 * no disk and is given the logos' drawings instead (`provideLogoPaths`).
 */
function packageLogos(): LogoPaths {
  const { readFileSync } = process.getBuiltinModule('node:fs');
  const { createRequire } = process.getBuiltinModule('node:module');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const require = createRequire(import.meta.url);
  const iconsDir = join(dirname(require.resolve('simple-icons')), 'icons');
  return (name) => {
    let svg: string;
    try {
      svg = readFileSync(join(iconsDir, `${name}.svg`), 'utf8');
    } catch {
      return undefined;
    }
    return /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  };
}

let logoPaths: LogoPaths | undefined;

/** The logos' drawings by name, where the package cannot be read (a Worker: scripts/worker-renderer.ts). */
export function provideLogoPaths(paths: Readonly<Record<string, string>>): void {
  logoPaths = (name) => (Object.hasOwn(paths, name) ? paths[name] : undefined);
}

/**
 * A logo as a page draws it: a simple-icons logo by its path, written into the page (no request: a logo sprite
 * fetched while the page was laid out delayed its first paint on a phone; the home page's ten logos weigh 7 KB
 * compressed, the whole sprite 18 KB), an image by its address, or nothing.
 */
export function resolveLogo(logo: string | undefined): ResolvedLogo {
  if (!logo) return { kind: 'none' };
  if (!logo.startsWith('simple-icons:')) return { kind: 'image', src: logo };
  logoPaths ??= packageLogos();
  const path = logoPaths(logo.slice('simple-icons:'.length));
  if (path === undefined) return { kind: 'none' };
  return { kind: 'inline', path };
}

/** The simple-icons logos a content file's text names ("simple-icons:honda" names "honda"), each once. */
export const logoNamesIn = (text: string): string[] => [
  ...new Set(Array.from(text.matchAll(/simple-icons:([a-z0-9]+)/g), (m) => m[1]!)),
];

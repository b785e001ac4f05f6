import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ResolvedLogo } from '../schema/page-data.ts';

const require = createRequire(import.meta.url);
let iconsDir: string | undefined;

/** The simple-icons SVG file for a name, or undefined when the package has none. */
function simpleIconFile(name: string): string | undefined {
  iconsDir ??= join(dirname(require.resolve('simple-icons')), 'icons');
  const file = join(iconsDir, `${name}.svg`);
  try {
    readFileSync(file);
    return file;
  } catch {
    return undefined;
  }
}

/** The path of a simple-icons logo (24 x 24). */
const pathOf = (file: string) => /<path d="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';

/**
 * A logo as a page draws it: a simple-icons logo by its path, written into the page (no request: a logo sprite
 * fetched while the page was laid out delayed its first paint on a phone; the home page's ten logos weigh 7 KB
 * compressed, the whole sprite 18 KB), an image by its address, or nothing.
 */
export function resolveLogo(logo: string | undefined): ResolvedLogo {
  if (!logo) return { kind: 'none' };
  if (!logo.startsWith('simple-icons:')) return { kind: 'image', src: logo };
  const file = simpleIconFile(logo.slice('simple-icons:'.length));
  if (!file) return { kind: 'none' };
  return { kind: 'inline', path: pathOf(file) };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A logo ready to draw: an inline SVG path (no request at all) or an image address. */
export type ResolvedLogo = { kind: 'path'; d: string; title: string } | { kind: 'image'; src: string } | { kind: 'none' };

const require = createRequire(import.meta.url);
let iconsDir: string | undefined;

/** The simple-icons SVG file for a name, or undefined when the package has none. */
export function simpleIconFile(name: string): string | undefined {
  iconsDir ??= join(dirname(require.resolve('simple-icons')), 'icons');
  const file = join(iconsDir, `${name}.svg`);
  try {
    readFileSync(file);
    return file;
  } catch {
    return undefined;
  }
}

export function resolveLogo(logo: string | undefined): ResolvedLogo {
  if (!logo) return { kind: 'none' };
  if (!logo.startsWith('simple-icons:')) return { kind: 'image', src: logo };
  const file = simpleIconFile(logo.slice('simple-icons:'.length));
  if (!file) return { kind: 'none' };
  const svg = readFileSync(file, 'utf8');
  return { kind: 'path', d: /<path d="([^"]+)"/.exec(svg)?.[1] ?? '', title: /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '' };
}

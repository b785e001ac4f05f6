import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ResolvedLogo } from '../../schema/page-data.ts';
import { LOGO_SPRITE } from '../../schema/data-files.ts';

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
 * A logo as a page draws it: a simple-icons logo by its symbol in the logo sprite, or, for the one logo of a make's
 * own page (`inline`), by its path written into the page.
 */
export function resolveLogo(logo: string | undefined, { inline = false } = {}): ResolvedLogo {
  if (!logo) return { kind: 'none' };
  if (!logo.startsWith('simple-icons:')) return { kind: 'image', src: logo };
  const file = simpleIconFile(logo.slice('simple-icons:'.length));
  if (!file) return { kind: 'none' };
  if (inline) return { kind: 'inline', path: pathOf(file) };
  return { kind: 'sprite', href: `${LOGO_SPRITE.url}#${logo.slice('simple-icons:'.length)}` };
}

/** The sprite: one <symbol> per simple-icons logo named in the makes list. */
export function logoSprite(logos: readonly (string | undefined)[]): string {
  const names = [
    ...new Set(
      logos.filter((l): l is string => !!l?.startsWith('simple-icons:')).map((l) => l.slice('simple-icons:'.length)),
    ),
  ];
  const symbols = names.flatMap((name) => {
    const file = simpleIconFile(name);
    if (!file) return [];
    return [`<symbol id="${name}" viewBox="0 0 24 24"><path d="${pathOf(file)}"/></symbol>`];
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LucideIconData } from 'lucide-react';
import type { Plugin } from 'vite';
import { SPRITE_ICONS, iconElementId, type SpriteIconId } from '../src/ui/icon-sprite.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';

const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SYMBOLS_ID = 'virtual:icon-symbols';
const RESOLVED_SYMBOLS_ID = `\0${SYMBOLS_ID}`;
/** lucide-react's icon modules: each exports the data its component draws (`__iconData`). */
const ICONS_DIR = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm/icons');

type IconElement = LucideIconData['node'][number];

/** One element of lucide's icon data as SVG markup, without the keys React needs. */
function markupOf([tag, attributes, children]: IconElement): string {
  const attrs = Object.entries(attributes)
    .filter(([name, value]) => name !== 'key' && value !== undefined && value !== null)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  return children?.length ? `<${tag}${attrs}>${children.map(markupOf).join('')}</${tag}>` : `<${tag}${attrs}/>`;
}

/** One lucide icon as a <symbol>, drawn from lucide's own data. */
async function symbolOf(id: SpriteIconId): Promise<string> {
  const file = pathToFileURL(join(ICONS_DIR, `${id}.mjs`)).href;
  const { __iconData } = (await import(file)) as { __iconData: LucideIconData };
  return `<symbol id="${iconElementId(id)}" viewBox="0 0 24 24">${__iconData.node.map(markupOf).join('')}</symbol>`;
}

/** Every icon of src/ui/icon-sprite.ts as its <symbol>, in its order. */
async function drawSymbols(): Promise<Record<string, string>> {
  const symbols = await Promise.all(SPRITE_ICONS.map(async (id) => [iconElementId(id), await symbolOf(id)] as const));
  return Object.fromEntries(symbols);
}

/** The sprite's text: every icon's symbol. */
export async function drawIconSprite(): Promise<string> {
  return `<svg xmlns="http://www.w3.org/2000/svg">${Object.values(await drawSymbols()).join('')}</svg>\n`;
}

/**
 * The icons: `import spriteUrl from 'virtual:icon-sprite'` gives the sprite's address, /assets/icons-<hash>.svg. The
 * client build writes it beside the bundle (a new name whenever an icon changes, so it is cached like the bundle);
 * the dev server answers it at the same address. `import symbols from 'virtual:icon-symbols'` gives each icon's
 * <symbol> by its element id, for the documents to carry the ones they use.
 */
/** The sprite's address: named by its text's hash, so a changed icon is a new file (cached like the bundle). */
export const spriteUrlOf = (text: string) =>
  `/assets/icons-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.svg`;

export function iconSprite(): Plugin {
  let sprite: Promise<{ text: string; url: string }> | undefined;
  const made = () => (sprite ??= drawIconSprite().then((text) => ({ text, url: spriteUrlOf(text) })));
  return {
    name: 'icon-sprite',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : id === SYMBOLS_ID ? RESOLVED_SYMBOLS_ID : undefined),
    async load(id) {
      if (id === RESOLVED_SYMBOLS_ID) return `export default ${JSON.stringify(await drawSymbols())};`;
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify((await made()).url)};`;
    },
    async generateBundle() {
      // The server bundle renders the address only; the file is written once, with the client's assets.
      if (this.environment.config.consumer !== 'client') return;
      const { text, url } = await made();
      this.emitFile({ type: 'asset', fileName: url.slice(1), source: text });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const { text, url } = await made();
        if (req.url?.split('?')[0] !== url) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(text);
      });
    },
  };
}

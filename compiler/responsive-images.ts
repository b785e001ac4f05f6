import { posix } from 'node:path';
import type { Image } from '../schema/primitives.ts';
import type { ContentSource } from './content-source.ts';

const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

/**
 * The AVIF and WebP versions of a raster image, found by name in the static folder:
 * "/media/hero-poster.jpg" has "/media/hero-poster-640.avif", "-1024.avif"... (scripts/media/make-hero-images.ts makes them).
 */
function responsiveSources(source: ContentSource, staticDir: string, src: string): Image['sources'] {
  if (/\.svg$/.test(src)) return undefined;
  const dir = posix.dirname(src);
  const base = posix.basename(src).replace(/\.[^.]+$/, '');
  const listed = source.list(posix.join(staticDir, dir));
  if (!listed) return undefined;
  const files = listed.filter((e) => !e.folder).map((e) => e.name);
  const sources = FORMATS.flatMap(([ext, type]) => {
    const found = files
      .map((f) => new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(\\d+)\\.${ext}$`).exec(f))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => ({ file: `${dir}/${m[0]}`, width: Number(m[1]) }))
      .sort((a, b) => a.width - b.width);
    return found.length ? [{ type, srcSet: found.map((f) => `${f.file} ${f.width}w`).join(', ') }] : [];
  });
  return sources.length ? sources : undefined;
}

/**
 * A copy of page data where every image without `sources` gets the responsive versions that exist in `staticDir`
 * (project-relative, "content/static") of `source`.
 */
export function withResponsiveImages<T>(value: T, source: ContentSource, staticDir: string): T {
  if (Array.isArray(value)) return value.map((v) => withResponsiveImages(v, source, staticDir)) as T;
  if (value && typeof value === 'object') {
    const o = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withResponsiveImages(v, source, staticDir)]),
    ) as Record<string, unknown>;
    if (typeof o.src === 'string' && typeof o.width === 'number' && typeof o.height === 'number' && !o.sources) {
      const sources = responsiveSources(source, staticDir, o.src);
      if (sources) o.sources = sources;
    }
    return o as T;
  }
  return value;
}

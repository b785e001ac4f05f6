/**
 * What the build knows of a picture the content shows: its size in pixels, read from its file's header (never
 * written by the owner), and its sized AVIF and WebP versions, found by name beside it ("/media/van.jpg" has
 * "/media/van-640.avif", ...: schema/pictures.ts). The pages list the versions in `srcset` (src/ui/picture.tsx,
 * and article pictures in compiler/markdown.ts), so a phone downloads the 640-pixel version, not the photo.
 */
import { posix } from 'node:path';
import { imageSize } from 'image-size';
import { VERSION_FORMATS, versionOf } from '../schema/pictures.ts';
import type { PictureFacts } from '../schema/page-data.ts';
import type { ContentSource } from './content-source.ts';

/** A picture's width and height as it is shown (a JPEG turned by its EXIF is shown turned), or undefined. */
export function pictureSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return undefined;
    const turned = (size.orientation ?? 1) >= 5;
    return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return undefined;
  }
}

/** The bytes of a file of `source`, or undefined when it is not there or known by its name only. */
function bytesOf(source: ContentSource, file: string): Uint8Array | undefined {
  try {
    return source.read(file);
  } catch {
    return undefined;
  }
}

/** The `srcset` of each format of the versions of `src` among `names` (the files of its folder). */
export function versionSources(src: string, width: number, names: readonly string[]): PictureFacts['sources'] {
  const dir = posix.dirname(src);
  const base = posix.basename(src).replace(/\.[^.]+$/, '');
  return VERSION_FORMATS.flatMap(({ ext, type }) => {
    const found = names
      .map((name) => ({ name, version: versionOf(base, name) }))
      .filter((f) => f.version?.ext === ext)
      // A version is never wider than its picture: one named 640 of a 500-pixel picture is 500 pixels wide.
      .map((f) => ({ file: posix.join(dir, f.name), width: Math.min(f.version!.width, width) }))
      .sort((a, b) => a.width - b.width);
    return found.length ? [{ type, srcSet: found.map((f) => `${f.file} ${f.width}w`).join(', ') }] : [];
  });
}

/**
 * Reads pictures of the static folder `staticDir` ("content/static") of `source`, each once: `of("/media/van.jpg")`
 * is its facts, or undefined when there is no such file or its size cannot be read.
 */
export function pictureFacts(source: ContentSource, staticDir: string) {
  const known = new Map<string, PictureFacts | undefined>();
  const folders = new Map<string, string[]>();
  const namesIn = (dir: string) => {
    let names = folders.get(dir);
    if (!names) {
      names = (source.list(posix.join(staticDir, dir)) ?? []).filter((e) => !e.folder).map((e) => e.name);
      folders.set(dir, names);
    }
    return names;
  };
  const read = (src: string): PictureFacts | undefined => {
    const bytes = bytesOf(source, posix.join(staticDir, src));
    const size = bytes && pictureSize(bytes);
    if (!size) return undefined;
    const sources = /\.svg$/i.test(src) ? [] : versionSources(src, size.width, namesIn(posix.dirname(src)));
    return { ...size, sources };
  };
  return {
    of(src: string): PictureFacts | undefined {
      if (!known.has(src)) known.set(src, read(src));
      return known.get(src);
    },
  };
}

export type PictureFactsOf = ReturnType<typeof pictureFacts>['of'];

/** Is `value` a picture the owner placed (a `src` and its `alt`, schema/primitives.ts `Image`)? */
const isImage = (value: unknown): value is { src: string; alt: string } =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { src?: unknown }).src === 'string' &&
  typeof (value as { alt?: unknown }).alt === 'string';

/** The facts of every picture in `data`, by address: what a page's components show them with. */
export function picturesIn(data: unknown, of: PictureFactsOf): Record<string, PictureFacts> {
  const found: Record<string, PictureFacts> = {};
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (isImage(value)) {
        const facts = of(value.src);
        if (facts) found[value.src] = facts;
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(data);
  return found;
}

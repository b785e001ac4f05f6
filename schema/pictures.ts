/**
 * Pictures' limits and their sized versions, in one place: what an upload may be (server/editor/media.ts), the
 * versions made of a picture (an upload, scripts/media/make-hero-images.ts) and how the build finds them by name
 * and lists them in `srcset` (compiler/picture-facts.ts).
 */

/** Bytes of one upload, refused before it is read further. A phone's 12-megapixel photo is 2 to 5 MB. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** 40 megapixels: a 7,700 x 5,200 photo, more than any camera phone makes and 10 times what a page shows. */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** The widths in pixels of a picture's sized versions: a phone (640), a tablet (1024), a wide screen (1600). */
export const VERSION_WIDTHS = [640, 1024, 1600] as const;

/** The formats of the sized versions, the smaller first: a browser takes the first it can show. */
export const VERSION_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

/** The widths to make for a picture `width` pixels wide: those narrower than it, and at least the first. */
export const versionWidths = (width: number): number[] => VERSION_WIDTHS.filter((w, i) => w < width || i === 0);

/** A sized version's file name: "van" at 640 in AVIF is "van-640.avif". */
export const versionName = (base: string, width: number, ext: string) => `${base}-${width}.${ext}`;

/** The width and format of a sized version of `base` named `name`, or undefined when it is none. */
export function versionOf(base: string, name: string): { width: number; ext: string } | undefined {
  if (!name.startsWith(`${base}-`)) return undefined;
  const m = /^(\d+)\.(avif|webp)$/.exec(name.slice(base.length + 1));
  return m ? { width: Number(m[1]), ext: m[2]! } : undefined;
}

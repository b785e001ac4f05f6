import sharp from 'sharp';

/**
 * How far apart two screenshots are, for changes that must not change what visitors see
 * (scripts/compare-screenshots.ts, and the browser tests' comparisons). Chromium may rasterize the same layout one
 * level of a colour channel apart, here and there: an anti-aliased edge over an image (the quote card's edge over
 * the hero's photo came out 1 level apart on 4 pixels, in one run of many). Anything a visitor could see moves far
 * more: a line of text one pixel off changes its glyphs' edges by tens of levels. So a pixel counts as changed when
 * a channel differs by more than `noise` levels; `faint` counts the pixels that differ by `noise` or less.
 */
export interface PixelDifference {
  /** Pixels that differ by more than the noise (a different size counts every pixel). */
  changed: number;
  /** Pixels that differ by at most the noise: rasterization, not layout. */
  faint: number;
  /** Where the changed pixels are, or the two sizes. */
  where: string;
  /** With `mask`: a PNG of the changed pixels, white on black (none when nothing changed or the sizes differ). */
  mask?: Buffer;
}

/** The browsers' rasterization noise, in levels of a colour channel. */
const RASTER_NOISE = 2;

export async function pixelDifference(
  a: Buffer,
  b: Buffer,
  options: { noise?: number; mask?: boolean } = {},
): Promise<PixelDifference> {
  const noise = options.noise ?? RASTER_NOISE;
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = x!.info;
  if (width !== y!.info.width || height !== y!.info.height)
    return {
      changed: Math.max(width * height, y!.info.width * y!.info.height),
      faint: 0,
      where: `size ${width}x${height} against ${y!.info.width}x${y!.info.height}`,
    };
  const mask = options.mask ? Buffer.alloc(width * height, 0) : undefined;
  let [changed, faint] = [0, 0];
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let i = 0; i < width * height; i++) {
    const o = i * 3;
    const most = Math.max(
      Math.abs(x!.data[o]! - y!.data[o]!),
      Math.abs(x!.data[o + 1]! - y!.data[o + 1]!),
      Math.abs(x!.data[o + 2]! - y!.data[o + 2]!),
    );
    if (!most) continue;
    if (most <= noise) {
      faint++;
      continue;
    }
    changed++;
    if (mask) mask[i] = 255;
    const [px, py] = [i % width, Math.floor(i / width)];
    [left, top, right, bottom] = [Math.min(left, px), Math.min(top, py), Math.max(right, px), Math.max(bottom, py)];
  }
  if (!changed) return { changed, faint, where: 'nowhere' };
  const where = `x ${left}-${right}, y ${top}-${bottom}`;
  if (!mask) return { changed, faint, where };
  return {
    changed,
    faint,
    where,
    mask: await sharp(mask, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer(),
  };
}

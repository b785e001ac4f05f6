import sharp from 'sharp';

/** A real 4 × 4 grey PNG. */
export const smallPng = (): Promise<Buffer> =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#777' } })
    .png()
    .toBuffer();

/**
 * A small PNG whose header claims `width` × `height` pixels: the editor must refuse it by its size before it decodes
 * a single pixel.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await smallPng());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/**
 * How long a 12-megapixel phone photo takes to be ready after an upload (`npx tsx scripts/bench-upload.ts`): a
 * 4032 x 3024 JPEG with a phone's EXIF (orientation, GPS position), stored by the editor's upload five times in a
 * scratch content folder. Prints each time with the CPU time it took (the same on a busy machine), the bytes of the
 * files made, the medians, and the load average beside them (the machine is shared).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { loadAverages } from './machine/load-average.ts';
import { join } from 'node:path';
import sharp from 'sharp';
import { ContentStore } from '../server/editor/content-store.ts';
import { saveMedia } from '../server/editor/media.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

/**
 * A photo-like picture: the hero's scene enlarged to 4032 x 3024 with a phone sensor's grain on every pixel (which
 * costs the encoders more than a real, denoised photo does), taken turned as a phone held upright writes it.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const scene = await sharp(join(import.meta.dirname, '../content/static/media/hero-poster.jpg'))
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  let x = 2463534242;
  for (let i = 0; i < scene.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    scene[i] = Math.max(0, Math.min(255, scene[i]! + ((x >>> 0) % 25) - 12));
  }
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 26/1 0/1' } })
    .toBuffer();
}

const photo = await phonePhoto();
console.log(`a 4032 x 3024 JPEG of ${(photo.length / 1048576).toFixed(1)} MB`);
const root = mkdtempSync(join(tmpdir(), 'bench-upload-'));
try {
  const store = new ContentStore(root, 'content');
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const saved = await saveMedia(store, new File([new Uint8Array(photo)], `phone-photo.jpg`));
    times.push(performance.now() - started);
    // The work of every thread of the process (the picture library's too): what the upload costs, whatever the load.
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    const bytes = [...saved.files].map((f) => statSync(store.path(f)).size);
    console.log(
      `run ${i + 1}: ${(times.at(-1)! / 1000).toFixed(2)} s (CPU ${(cpuTimes.at(-1)! / 1000).toFixed(2)} s), ${saved.width} x ${saved.height}, ${saved.files.length} files (the picture ${kb(bytes[0]!)}, its versions ${kb(bytes.slice(1).reduce((a, b) => a + b, 0))}), load ${loadavg()[0]!.toFixed(2)}`,
    );
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]! / 1000;
  console.log(
    `median ${median(times).toFixed(2)} s (CPU ${median(cpuTimes).toFixed(2)} s) over ${RUNS} uploads; load average ${loadAverages(2)}`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}

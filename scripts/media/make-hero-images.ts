/**
 * One-off tool: the home hero's rasters and the social card, made with sharp from
 * content/static/media/hero.jpg (a photo, when the owner adds one) or else hero.svg (the illustration).
 * A different source can be named: `npx tsx scripts/media/make-hero-images.ts path/to/picture.jpg`.
 *
 *   npx tsx scripts/media/make-hero-images.ts
 *
 * Writes into content/static/media/:
 *   hero-poster.jpg                          1600x900 JPEG, quality 70 (the <img> and the video poster)
 *   hero-poster-{640,1024,1600}.avif / .webp responsive variants (found by the compiler by name)
 *   og.png                                   1200x630 social card with the shop name over the picture
 *
 * The looping background video is made from the poster afterwards with ffmpeg (the build does not need
 * ffmpeg; rerun this by hand after the poster changes). A 6 s, 150-frame slow zoom and pan whose zoom and
 * offsets are periodic over the clip, so the last frame leads straight back into the first:
 *
 *   ffmpeg -y -loop 1 -framerate 25 -i content/static/media/hero-poster.jpg -vf "scale=3840:2160:flags=lanczos,zoompan=z='1.06-0.02*cos(2*PI*on/150)':x='(iw-iw/zoom)/2*(1+0.6*sin(2*PI*on/150))':y='(ih-ih/zoom)/2*(1-0.5*sin(2*PI*on/150))':d=1:s=1280x720:fps=25,format=yuv420p" -frames:v 150 -an -c:v libx264 -preset veryslow -crf 30 -pix_fmt yuv420p -movflags +faststart content/static/media/hero-loop.mp4
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { VERSION_WIDTHS } from '../../schema/pictures.ts';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const mediaDir = join(root, 'content/static/media');

const WIDTH = 1600;
const HEIGHT = 900;
const VARIANT_WIDTHS = VERSION_WIDTHS;
const OG = { width: 1200, height: 630 } as const;
const SHOP_NAME = ['Kessler Family', 'Auto & Truck Repair'] as const;
const PLACE = 'Lebanon, Ohio';

/** Size limits in bytes; going over one prints a warning (the files are still written). */
const BUDGET = { poster: 120_000, avif: 60_000, webp: 120_000, og: 200_000 } as const;

function pickSource(): string {
  const arg = process.argv[2];
  if (arg) return resolve(arg);
  const photo = join(mediaDir, 'hero.jpg');
  return existsSync(photo) ? photo : join(mediaDir, 'hero.svg');
}

/** The source as a 1600x900 PNG buffer: an SVG is rendered at the density that gives at least that size, a photo is cropped to 16:9. */
async function master(source: string): Promise<Buffer> {
  let input = sharp(source);
  if (source.toLowerCase().endsWith('.svg')) {
    const { width = WIDTH, height = HEIGHT } = await input.metadata();
    const density = Math.ceil(72 * Math.max(WIDTH / width, HEIGHT / height));
    input = sharp(source, { density });
  }
  return input
    .rotate()
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#0b2036' })
    .png()
    .toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The social card's overlay: a navy shade from the left, an orange rule, the shop name and the town in white. */
function ogOverlay(): string {
  const { width, height } = OG;
  const font =
    'font-family="\'Liberation Sans\', \'DejaVu Sans\', Arial, Helvetica, sans-serif" font-weight="700" fill="#ffffff"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0b1b2b" stop-opacity=".94"/>
      <stop offset=".55" stop-color="#0b2036" stop-opacity=".78"/>
      <stop offset="1" stop-color="#0b2036" stop-opacity=".35"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  <rect x="72" y="150" width="120" height="12" rx="6" fill="#e8590c"/>
  <text x="72" y="268" ${font} font-size="88">${escapeXml(SHOP_NAME[0])}</text>
  <text x="72" y="370" ${font} font-size="88">${escapeXml(SHOP_NAME[1])}</text>
  <path d="M90 424c-15 0-26 11-26 25 0 19 26 45 26 45s26-26 26-45c0-14-11-25-26-25z" fill="#e8590c"/>
  <circle cx="90" cy="449" r="9" fill="#0b1b2b"/>
  <text x="136" y="482" ${font} font-size="56">${escapeXml(PLACE)}</text>
  <rect y="${height - 14}" width="${width}" height="14" fill="#e8590c"/>
</svg>`;
}

const written: { file: string; bytes: number; budget: number }[] = [];

async function note(file: string, budget: number): Promise<void> {
  written.push({ file, bytes: (await stat(file)).size, budget });
}

const source = pickSource();
if (!existsSync(source)) {
  console.error(`No source picture: ${source}`);
  process.exit(1);
}
console.log(`Source: ${relative(root, source)}`);
const base = await master(source);

const poster = join(mediaDir, 'hero-poster.jpg');
await sharp(base).jpeg({ quality: 70, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' }).toFile(poster);
await note(poster, BUDGET.poster);

for (const width of VARIANT_WIDTHS) {
  const height = Math.round((width * HEIGHT) / WIDTH);
  const resized = sharp(base).resize(width, height, { kernel: 'lanczos3' });
  const avif = join(mediaDir, `hero-poster-${width}.avif`);
  await resized.clone().avif({ quality: 45, effort: 6, chromaSubsampling: '4:2:0' }).toFile(avif);
  await note(avif, BUDGET.avif);
  const webp = join(mediaDir, `hero-poster-${width}.webp`);
  await resized.clone().webp({ quality: 72, effort: 6, smartSubsample: true }).toFile(webp);
  await note(webp, BUDGET.webp);
}

const og = join(mediaDir, 'og.png');
await sharp(base)
  .resize(OG.width, OG.height, { fit: 'cover', position: 'centre' })
  .composite([{ input: Buffer.from(ogOverlay()), top: 0, left: 0 }])
  .png({ palette: true, quality: 90, colours: 256, dither: 0.6, compressionLevel: 9, effort: 10 })
  .toFile(og);
await note(og, BUDGET.og);

let over = 0;
for (const { file, bytes, budget } of written) {
  const flag = bytes > budget ? `  OVER the ${Math.round(budget / 1000)} KB budget` : '';
  if (flag) over++;
  console.log(`${relative(root, file).padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB${flag}`);
}
if (over) console.warn(`${over} file(s) over budget: lower the quality or simplify the source.`);
console.log('Now remake the video with the ffmpeg command at the top of this file.');

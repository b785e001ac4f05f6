/**
 * `npm run picture-versions`: makes the sized AVIF and WebP versions (schema/pictures.ts) of every picture in
 * content/static/media/ that lacks them, as the editor of `npm start` makes an upload's
 * (server/editor/picture-pixels.ts), and writes them beside it; the build then finds them by name and lists them in
 * `srcset` (compiler/picture-facts.ts). A picture with all its versions is not decoded, so a second run makes
 * nothing.
 *
 * Which pictures lack them: those the editor on Cloudflare Pages committed (a Worker has no image library, so it
 * commits the picture alone). The Pages build command runs this before `npm run build`, in the build's own copy of
 * the repository: the site serves the versions, the repository keeps the picture alone. Run on a working copy, the
 * versions it writes are content files to commit, as the editor's are; then no later build makes them again.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { versionName } from '../schema/pictures.ts';
import { picturesIn } from '../server/editor/picture-index.ts';
import { missingVersions } from '../server/editor/picture-pixels.ts';

/** Pictures the versions are made of: not drawings (SVG) or animations (GIF), which the pages show as they are. */
const RASTER = /\.(?:jpe?g|png|webp|avif)$/;

export interface VersionsMade {
  /** The pictures looked at. */
  pictures: number;
  /** The files written, by name. */
  made: string[];
  /** The pictures that could not be read (left as they are: the content check names them). */
  unreadable: string[];
}

/** Makes the missing versions of the pictures in `mediaDir`, one picture at a time (the build's memory stays flat). */
export async function makeMissingVersions(mediaDir: string): Promise<VersionsMade> {
  const result: VersionsMade = { pictures: 0, made: [], unreadable: [] };
  if (!existsSync(mediaDir)) return result;
  const names = readdirSync(mediaDir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
  const present = new Set(names);
  for (const picture of picturesIn(names)) {
    const name = picture.src.slice('/media/'.length);
    if (!RASTER.test(name)) continue;
    result.pictures++;
    const base = name.replace(/\.[^.]+$/, '');
    const wanted = (width: number, ext: string) => !present.has(versionName(base, width, ext));
    const versions = await missingVersions(readFileSync(join(mediaDir, name)), wanted);
    if (!versions) {
      result.unreadable.push(name);
      continue;
    }
    for (const v of versions) {
      const file = versionName(base, v.width, v.ext);
      writeFileSync(join(mediaDir, file), v.bytes);
      result.made.push(file);
    }
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const mediaDir = join(process.cwd(), 'content/static/media');
  const { pictures, made, unreadable } = await makeMissingVersions(mediaDir);
  const used = process.cpuUsage(cpu);
  console.log(
    `Picture versions: ${made.length} made for ${pictures} pictures in content/static/media ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)` +
      (made.length ? `: ${made.join(', ')}` : ''),
  );
  for (const name of unreadable) console.warn(`Picture versions: ${name} cannot be read; no versions made of it.`);
}

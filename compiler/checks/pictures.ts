import { posix } from 'node:path';
import { unsafeUrl } from '../../schema/safe-url.ts';
import { closest } from '../closest.ts';
import { markdownUrls } from '../markdown.ts';
import { formatPath } from '../positions.ts';
import { pictureSize } from '../picture-facts.ts';
import { problem, type Problem } from '../problems.ts';
import { strings } from '../tokens.ts';
import { eachFile, type Check } from './context.ts';

/** A field that is the address of a file of the site shown as it is: a picture or a video ("/media/hero.jpg"). */
const FILE_ADDRESS = /^\/(?![/\\])\S*\.(?:svg|png|jpe?g|webp|avif|gif|ico|mp4|webm)(?:[?#]\S*)?$/i;

/** A picture the pages show with its size (not a video or an icon). */
const RASTER_OR_DRAWING = /\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

type Why = { code: 'missing-picture' | 'damaged-picture'; message: string };

/** The site path an address leads to from `page` ("media/a.jpg" from "/advice/x" is "/advice/media/a.jpg"). */
function sitePath(address: string, page: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^[/\\]{2}/i.test(address.trim())) return undefined; // another site, or not a file
  let path: string;
  try {
    path = decodeURIComponent(new URL(address.trim(), `https://site.invalid${page}`).pathname);
  } catch {
    return undefined;
  }
  return posix.normalize(path);
}

/**
 * Every picture and video the content shows is a file of the static folder (what `npm run check` and the editor's
 * save both run): an address in any field (a picture's `src`, `socialImage`) and a picture in an article. A
 * missing one would be published as a broken picture; a picture whose size cannot be read from its file is refused
 * too.
 */
export const checkPictures: Check = (ctx) => {
  // Suggestions by file name, so that a picture named nearly right in another folder is found too.
  const byName = new Map<string, string>();
  for (const path of ctx.served.paths) if (!byName.has(posix.basename(path))) byName.set(posix.basename(path), path);
  const suggestion = (path: string) => {
    const [best] = closest(posix.basename(path), byName.keys());
    return best ? `. Did you mean "${byName.get(best)}"?` : '';
  };
  const missing = (address: string, page: string): Why | undefined => {
    const path = sitePath(address, page);
    if (path === undefined || ctx.served.paths.has(path)) return undefined;
    const written = address.trim().replace(/[?#].*$/, '');
    const leads = written === path ? '' : ` (where "${written}" leads from this page)`;
    return {
      code: 'missing-picture',
      message: `No picture at "${path}"${leads}: expected the file ${posix.join(ctx.served.dir, path)}, found none${suggestion(path)}`,
    };
  };
  // The pages take a picture's width and height from its file (compiler/picture-facts.ts): one whose size cannot
  // be read would be shown without them, jumping the text below it as it arrives.
  const damaged = (address: string, page: string): Why | undefined => {
    const path = sitePath(address, page);
    if (path === undefined || !RASTER_OR_DRAWING.test(path)) return undefined;
    const bytes = ctx.served.read(path);
    if (!bytes || pictureSize(bytes)) return undefined;
    return {
      code: 'damaged-picture',
      message: `The picture ${posix.join(ctx.served.dir, path)} cannot be read: its width and height are not in the file. Upload the picture again, or another copy of it`,
    };
  };
  // The pictures' names, sizes and times: a picture replaced by a damaged one under the same name is found too.
  return eachFile(
    ctx,
    'pictures',
    (file) => [ctx.served.dir, ctx.served.stamp, ctx.pageOfFile(file.file)],
    (file) => {
      const found: Problem[] = [];
      if (file.problems.length) return found;
      const page = ctx.pageOfFile(file.file) ?? '/';
      for (const [value, path] of strings(file.data)) {
        if (!FILE_ADDRESS.test(value)) continue;
        const why = missing(value, '/') ?? (path.at(-1) === 'src' ? damaged(value, '/') : undefined);
        if (why) found.push(problem(why.code, file.locate(path), formatPath(path), why.message));
      }
      if (file.body)
        for (const image of markdownUrls(file.body).filter((u) => u.kind === 'image' && !unsafeUrl(u.href))) {
          const why = missing(image.href, page) ?? damaged(image.href, page);
          if (why)
            found.push(
              problem(
                why.code,
                { file: file.file, line: file.bodyLine + image.line - 1, column: image.column },
                'body',
                why.message,
              ),
            );
        }
      return found;
    },
  );
};

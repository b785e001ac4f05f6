import { open } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pipeline } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { lookup } from 'mrmime';
import { evaluatePreconditions, ifRangeHolds, type Validators } from './conditionals.ts';
import { parseRange } from './byte-range.ts';
import { FileContentCache, FileInfoCache, type FileInfo } from './file-cache.ts';
import { DATA_URL_PREFIX } from '../../schema/data-files.ts';

/** The top-level folder of the generated data ("_data"): the one name starting with "_" that is served. */
const DATA_FOLDER = DATA_URL_PREFIX.split('/')[1]!;

/** Text types are sent with their charset (as the nginx block's `charset_types`). */
const CHARSET_TYPES = [
  'text/html',
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
];

/** Files the build may write .br and .gz beside (scripts/precompress.ts: text files of 256 bytes and more). */
const PRECOMPRESSED = /\.(html|js|mjs|css|json|svg|xml|txt|ico)$/;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Files up to this size are served from memory; larger ones (video) are streamed from disk. */
const IN_MEMORY_LIMIT = 1024 * 1024;

/** Types the MIME table lacks or names otherwise than browsers and nginx's mime.types. */
const EXTRA_TYPES: Record<string, string> = { ico: 'image/x-icon' };

export function contentTypeOf(file: string): string {
  const type = EXTRA_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? lookup(file) ?? 'application/octet-stream';
  return CHARSET_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Where a site path's file may be under `root`: the path itself, or its folder's index.html (the site's pages
 * are folders). Never a dot file, and of the top-level names starting with "_" only the page data folder.
 */
export function candidatesOf(root: string, segments: readonly string[]): string[] {
  if (segments.some((s) => s.startsWith('.') || s.includes('\\'))) return [];
  if (segments[0]?.startsWith('_') && segments[0] !== DATA_FOLDER) return [];
  const base = join(root, ...segments);
  if (base !== root && !base.startsWith(root + sep)) return [];
  return segments.length === 0 ? [join(root, 'index.html')] : [base, join(base, 'index.html')];
}

/** Each representation (plain, .br, .gz) is its own file, so its own strong tag, in nginx's form. */
const validatorsOf = (info: FileInfo): Validators => ({
  etag: `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`,
  mtimeMs: info.mtimeMs,
});

export interface SendOptions {
  status: 200 | 404;
  cacheControl: string;
}

/** Sends the files of one folder, remembering what it learns about them (see file-cache.ts). */
export class StaticFiles {
  private readonly infos = new FileInfoCache();
  private readonly contents = new FileContentCache();

  /** Forgets what it knew of these files (absolute paths), which a rebuild just changed: the next request reads them. */
  changed(files: readonly string[]): void {
    for (const file of files) {
      this.infos.forget(file);
      this.contents.forget(file);
    }
  }

  /** The best representation of `file` the request accepts (brotli, gzip or the file itself), if any. */
  private async representation(req: IncomingMessage, file: string) {
    const accepted = PRECOMPRESSED.test(file)
      ? new Negotiator(req).encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] })
      : [];
    for (const name of accepted) {
      const encoding = ENCODINGS.find((e) => e.name === name);
      if (!encoding) break;
      const info = await this.infos.get(file + encoding.suffix);
      if (info) return { path: file + encoding.suffix, info, encoding: encoding.name, varies: true };
    }
    const info = await this.infos.get(file);
    if (!info) return undefined;
    return { path: file, info, encoding: undefined, varies: await this.hasCompressedForm(file) };
  }

  /** Whether the response for `file` depends on Accept-Encoding: a compressed form of it exists. */
  private async hasCompressedForm(file: string): Promise<boolean> {
    if (!PRECOMPRESSED.test(file)) return false;
    for (const { suffix } of ENCODINGS) if (await this.infos.get(file + suffix)) return true;
    return false;
  }

  /**
   * Answers a GET or HEAD with a file: content negotiation, preconditions (304/412) and a byte range (206/416)
   * for a 200; the plain whole body for a 404. Resolves false (nothing written) when no file is there. A file
   * is either sent from memory (its descriptor closed before a byte is written) or streamed through a pipeline
   * that closes it when the client goes away mid-response.
   */
  async send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    options: SendOptions,
    retried = false,
  ): Promise<boolean> {
    const chosen = await this.representation(req, file);
    if (!chosen) return false;
    const { info, encoding } = chosen;
    const { size } = info;
    let body: Buffer | undefined;
    if (req.method !== 'HEAD' && size <= IN_MEMORY_LIMIT) {
      body = await this.contents.get(chosen.path, info);
      if (!body) {
        // The file changed between looking and reading (a rebuild): look again, once.
        this.infos.forget(chosen.path);
        if (retried) throw new Error(`${chosen.path} keeps changing while it is read`);
        return this.send(req, res, file, options, true);
      }
    }
    const validators = validatorsOf(info);
    res.setHeader('Cache-Control', options.cacheControl);
    if (chosen.varies) res.setHeader('Vary', 'Accept-Encoding');
    if (options.status === 200) {
      res.setHeader('ETag', validators.etag);
      res.setHeader('Last-Modified', new Date(validators.mtimeMs).toUTCString());
      const precondition = evaluatePreconditions(req.headers, validators);
      if (precondition === 'not-modified') {
        res.writeHead(304).end();
        return true;
      }
      if (precondition === 'failed') {
        res.writeHead(412, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Precondition Failed\n');
        return true;
      }
      res.setHeader('Accept-Ranges', 'bytes');
    }
    let start = 0;
    let end = size - 1;
    let status: number = options.status;
    if (options.status === 200 && req.method === 'GET' && ifRangeHolds(header(req, 'if-range'), validators)) {
      const range = parseRange(header(req, 'range'), size);
      if (range === 'unsatisfiable') {
        res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 }).end();
        return true;
      }
      if (range !== 'ignore') {
        ({ start, end } = range);
        status = 206;
        res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      }
    }
    res.setHeader('Content-Type', contentTypeOf(file));
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const length = Math.max(0, end - start + 1);
    res.setHeader('Content-Length', length);
    res.statusCode = status;
    if (req.method === 'HEAD' || length === 0) res.end();
    else if (body) res.end(start === 0 && end === size - 1 ? body : body.subarray(start, end + 1));
    else await this.stream(res, chosen.path, start, end);
    return true;
  }

  private async stream(res: ServerResponse, path: string, start: number, end: number): Promise<void> {
    const handle = await open(path, 'r');
    // pipeline destroys the file stream, closing its descriptor, when the response ends early.
    pipeline(handle.createReadStream({ start, end, autoClose: true }), res, () => {});
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

import { access, open, type FileHandle } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pipeline } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { lookup } from 'mrmime';
import { evaluatePreconditions, ifRangeHolds, type Validators } from './conditionals.ts';
import { parseRange } from './byte-range.ts';

/** Text types are sent with their charset (as the nginx block's `charset_types`). */
export const CHARSET_TYPES = [
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

/** Files up to this size are read whole and the descriptor closed before a byte is written; larger ones stream. */
const READ_WHOLE_LIMIT = 1024 * 1024;

/** Types the MIME table lacks or names otherwise than browsers and nginx's mime.types. */
const EXTRA_TYPES: Record<string, string> = { ico: 'image/x-icon' };

export function contentTypeOf(file: string): string {
  const type = EXTRA_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? lookup(file) ?? 'application/octet-stream';
  return CHARSET_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Where a site path's file is under `root`, or undefined. Only files: the site's pages are folders with an
 * index.html. Never a dot file, and of the top-level names starting with "_" only the page data folder.
 */
export function candidatesOf(root: string, segments: readonly string[]): string[] {
  if (segments.some((s) => s.startsWith('.') || s.includes('\\'))) return [];
  if (segments[0]?.startsWith('_') && segments[0] !== '_data') return [];
  const base = join(root, ...segments);
  if (base !== root && !base.startsWith(root + sep)) return [];
  return segments.length === 0 ? [join(root, 'index.html')] : [base, join(base, 'index.html')];
}

interface OpenedFile {
  handle: FileHandle;
  size: number;
  validators: Validators;
  encoding: string | undefined;
}

async function openFile(path: string): Promise<{ handle: FileHandle; size: number; mtimeMs: number } | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const stat = await handle.stat();
    if (stat.isFile()) return { handle, size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    /* closed below */
  }
  await handle.close();
  return undefined;
}

/** Opens the best representation of `file` the request accepts: brotli, gzip or the file itself. */
async function openRepresentation(req: IncomingMessage, file: string): Promise<OpenedFile | undefined> {
  const accepted = PRECOMPRESSED.test(file)
    ? new Negotiator(req).encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] })
    : [];
  for (const name of accepted) {
    const encoding = ENCODINGS.find((e) => e.name === name);
    if (!encoding) break;
    const opened = await openFile(file + encoding.suffix);
    if (opened) return withValidators(opened, encoding.name);
  }
  const opened = await openFile(file);
  return opened && withValidators(opened, undefined);
}

function withValidators(f: { handle: FileHandle; size: number; mtimeMs: number }, encoding: string | undefined) {
  // Each representation (plain, .br, .gz) is its own file, so its own strong tag, in nginx's form.
  const etag = `"${Math.floor(f.mtimeMs / 1000).toString(16)}-${f.size.toString(16)}"`;
  return { handle: f.handle, size: f.size, encoding, validators: { etag, mtimeMs: f.mtimeMs } };
}

/** Whether the response for `file` depends on Accept-Encoding: a compressed form of it exists. */
async function hasCompressedForm(file: string): Promise<boolean> {
  if (!PRECOMPRESSED.test(file)) return false;
  for (const { suffix } of ENCODINGS) {
    try {
      await access(file + suffix);
      return true;
    } catch {
      /* try the next */
    }
  }
  return false;
}

export interface SendOptions {
  status: 200 | 404;
  cacheControl: string;
}

/**
 * Answers a GET or HEAD with a file: content negotiation, preconditions (304/412) and a byte range (206/416) for
 * a 200; the plain whole body for a 404. Resolves false (nothing written) when no file is there. The descriptor
 * is closed on every path, including a client that goes away mid-response.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: SendOptions,
): Promise<boolean> {
  const opened = await openRepresentation(req, file);
  if (!opened) return false;
  const { handle, size, encoding, validators } = opened;
  let streaming = false;
  try {
    const lastModified = new Date(validators.mtimeMs).toUTCString();
    res.setHeader('Cache-Control', options.cacheControl);
    if (encoding || (await hasCompressedForm(file))) res.setHeader('Vary', 'Accept-Encoding');
    if (options.status === 200) {
      res.setHeader('ETag', validators.etag);
      res.setHeader('Last-Modified', lastModified);
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
    res.setHeader('Content-Type', contentTypeOf(file));
    if (encoding) res.setHeader('Content-Encoding', encoding);

    let start = 0;
    let end = size - 1;
    let status: number = options.status;
    if (options.status === 200 && req.method === 'GET' && ifRangeHolds(header(req, 'if-range'), validators)) {
      const range = parseRange(header(req, 'range'), size);
      if (range === 'unsatisfiable') {
        res.removeHeader('Content-Type');
        res.removeHeader('Content-Encoding');
        res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 }).end();
        return true;
      }
      if (range !== 'ignore') {
        ({ start, end } = range);
        status = 206;
        res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
      }
    }
    const length = Math.max(0, end - start + 1);
    res.setHeader('Content-Length', length);
    res.statusCode = status;
    if (req.method === 'HEAD' || length === 0) {
      res.end();
    } else if (size <= READ_WHOLE_LIMIT) {
      const body = await handle.readFile();
      await handle.close();
      streaming = true; // already closed
      res.end(body.subarray(start, end + 1));
    } else {
      streaming = true;
      const stream = handle.createReadStream({ start, end, autoClose: true });
      // pipeline destroys the file stream (closing its descriptor) when the response is closed early.
      pipeline(stream, res, () => {});
    }
    return true;
  } finally {
    if (!streaming) await handle.close();
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

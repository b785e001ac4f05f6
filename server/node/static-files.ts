import { open, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { lookup } from 'mrmime';
import { evaluatePreconditions, ifRangeHolds, type Validators } from './conditionals.ts';
import { parseRange } from './byte-range.ts';

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

/**
 * Files the build may write .br and .gz beside (scripts/precompress.ts: text files of 256 bytes and more; pages only
 * a .br).
 */
const PRECOMPRESSED = /\.(html|js|mjs|css|json|svg|xml|txt|ico)$/;

/** Gzip made here for a client without brotli, once per file and kept with it (nginx's `gzip on` does it per request). */
const gzipped = promisify(gzip);
/** nginx's own level is 1; a file is gzipped once here, so a smaller result is worth the time. */
const GZIP_LEVEL = 6;
/** A request that takes gzip, for a file with a .br but no .gz: the gzip is made from the file first. */
const MAKE_GZIP = Symbol('gzip to make');

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
  // The host's own files (_headers, _redirects) are never served.
  if (segments[0]?.startsWith('_')) return [];
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

/** What `answerFromMemory` needs beyond `SendOptions`: the headers every answer carries, as name, value, name, ... */
export interface MemoryAnswerOptions extends SendOptions {
  headers: readonly string[];
}

/** Request headers after which an answer may be other than the whole file or a 304 (a range, or 412). */
const NOT_WHOLE = ['range', 'if-match', 'if-unmodified-since'] as const;

/** What a file's size and modification time are on disk. */
interface FileInfo {
  size: number;
  mtimeMs: number;
}

/** One representation of a file (itself, its .br or its .gz): what is on disk, its validators and its bytes. */
interface Representation {
  path: string;
  encoding: 'br' | 'gzip' | undefined;
  info: FileInfo;
  validators: Validators;
  lastModified: string;
  /** The bytes, for files up to IN_MEMORY_LIMIT, read at the first request that needs them. */
  body?: Buffer;
  /** Whole answers' header lines, made once per status and Cache-Control (see `headLines`). */
  heads?: Map<string, { base: readonly string[]; lines: string[] }>;
}

/** A file as the server knows it: its representations, and when the disk was last looked at. */
interface Entry {
  checked: number;
  type: string;
  /** The file itself, then its compressed forms that exist, by encoding name. */
  identity: Representation;
  compressed: Map<string, Representation>;
  /** A file the build wrote a .br beside and no .gz (a page): its gzip is made here when a client asks for it. */
  gzipHere: boolean;
  /** The gzip being made, which requests that arrive meanwhile wait for. */
  gzipping?: Promise<Representation | undefined>;
  bytes: number;
}

const infoOf = async (path: string): Promise<FileInfo | undefined> => {
  const s = await stat(path).catch(() => undefined);
  return s?.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : undefined;
};

const representation = (path: string, encoding: Representation['encoding'], info: FileInfo): Representation => ({
  path,
  encoding,
  info,
  validators: validatorsOf(info),
  lastModified: new Date(info.mtimeMs).toUTCString(),
});

export interface StaticFilesOptions {
  /** How long what is known of a file is trusted before the disk is looked at again (a rebuild is seen then). */
  revalidateMs?: number;
  /** The bytes kept in memory, least recently used out first beyond it. */
  maxBytes?: number;
  /** The clock (tests set it). */
  now?: () => number;
}

/**
 * Sends the files of one folder from memory: each file, with its precompressed .br and .gz, is looked up on disk
 * once, its bytes read at its first request, and then answered with one `res.end(buffer)` and no file system call
 * at all, until the disk is looked at again (once a second per file, so that a rebuild is seen) or `changed()`
 * says the file was replaced (the editor's saves, at once). Missing files are remembered the same way.
 */
export class StaticFiles {
  private readonly entries = new Map<string, Entry | { checked: number; missing: true }>();
  private bytes = 0;
  private readonly revalidateMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  /** Accept-Encoding header -> the encodings it takes, best first (a few distinct headers in practice). */
  private readonly accepted = new Map<string, string[]>();
  /** The disk being looked at for a file: requests that arrive meanwhile wait for the same look. */
  private readonly looking = new Map<string, Promise<Entry | undefined>>();

  constructor(options: StaticFilesOptions = {}) {
    this.revalidateMs = options.revalidateMs ?? 1000;
    this.maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** Forgets what it knew of these files (absolute paths), which a rebuild just changed: the next request reads them. */
  changed(files: readonly string[]): void {
    for (const file of files) this.drop(file.replace(/\.(br|gz)$/, ''));
  }

  private drop(file: string): void {
    const old = this.entries.get(file);
    if (old && 'bytes' in old) this.bytes -= old.bytes;
    this.entries.delete(file);
  }

  /** What is known of `file` and not due to be looked at again; `null` when it is known to be missing. */
  private fresh(file: string): Entry | null | undefined {
    const known = this.entries.get(file);
    if (!known || this.now() - known.checked >= this.revalidateMs) return undefined;
    if ('missing' in known) return null;
    // Most recently used last: the first ones are dropped when memory is short.
    this.entries.delete(file);
    this.entries.set(file, known);
    return known;
  }

  /** What is known of `file`, looked up on disk when not known or not looked at for a while. */
  private entry(file: string): Promise<Entry | undefined> {
    const known = this.fresh(file);
    if (known !== undefined) return Promise.resolve(known ?? undefined);
    let look = this.looking.get(file);
    if (!look) {
      look = this.look(file).finally(() => this.looking.delete(file));
      this.looking.set(file, look);
    }
    return look;
  }

  private async look(file: string): Promise<Entry | undefined> {
    const now = this.now();
    const known = this.entries.get(file);
    const info = await infoOf(file);
    if (known && 'identity' in known && info && same(info, known.identity.info)) {
      known.checked = now;
      return known;
    }
    this.drop(file);
    if (!info) {
      this.entries.set(file, { checked: now, missing: true });
      this.trim();
      return undefined;
    }
    const compressed = new Map<string, Representation>();
    if (PRECOMPRESSED.test(file))
      for (const { name, suffix } of ENCODINGS) {
        const packed = await infoOf(file + suffix);
        if (packed) compressed.set(name, representation(file + suffix, name, packed));
      }
    const entry: Entry = {
      checked: now,
      type: contentTypeOf(file),
      identity: representation(file, undefined, info),
      compressed,
      gzipHere: compressed.has('br') && !compressed.has('gzip') && info.size <= IN_MEMORY_LIMIT,
      bytes: 0,
    };
    this.entries.set(file, entry);
    return entry;
  }

  /** The bytes of a representation, read once; undefined when the file changed since it was looked up. */
  private async bodyOf(entry: Entry, chosen: Representation): Promise<Buffer | undefined> {
    if (chosen.body) return chosen.body;
    const body = await readFile(chosen.path).catch(() => undefined);
    if (!body || body.length !== chosen.info.size) return undefined;
    chosen.body = body;
    entry.bytes += body.length;
    this.bytes += body.length;
    this.trim();
    return body;
  }

  /** Drops the least recently used files while more than `maxBytes` are kept (and at most 50,000 files known). */
  private trim(): void {
    for (const file of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size <= 50_000) break;
      this.drop(file);
    }
  }

  /** The encodings a request takes, best first. */
  private encodingsOf(req: IncomingMessage): string[] {
    const header = String(req.headers['accept-encoding'] ?? '');
    let list = this.accepted.get(header);
    if (!list) {
      list = new Negotiator(req).encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
      if (this.accepted.size >= 100) this.accepted.clear();
      this.accepted.set(header, list);
    }
    return list;
  }

  /**
   * The best representation of the file the request accepts (brotli, gzip or the file itself), if any; `MAKE_GZIP`
   * when that is a gzip not made yet.
   */
  private choose(req: IncomingMessage, entry: Entry): Representation | typeof MAKE_GZIP | undefined {
    if (!entry.compressed.size) return entry.identity;
    for (const name of this.encodingsOf(req)) {
      if (name === 'identity') return entry.identity;
      const packed = entry.compressed.get(name);
      if (packed) return packed;
      if (name === 'gzip' && entry.gzipHere) return MAKE_GZIP;
    }
    return undefined;
  }

  /**
   * The gzip of a file that has none on disk, made from its bytes once and kept with it, as nginx's `gzip on` sends
   * it: a weak ETag (the file's own, marked weak: the bytes depend on how it was compressed), the file's
   * Last-Modified. Undefined when the file changed while it was read.
   */
  private gzipOf(entry: Entry): Promise<Representation | undefined> {
    const made = entry.compressed.get('gzip');
    if (made) return Promise.resolve(made);
    return (entry.gzipping ??= (async () => {
      const { identity } = entry;
      const raw = await this.bodyOf(entry, identity);
      if (!raw) return undefined;
      const body = await gzipped(raw, { level: GZIP_LEVEL });
      const packed: Representation = {
        path: identity.path,
        encoding: 'gzip',
        info: { size: body.length, mtimeMs: identity.info.mtimeMs },
        validators: { etag: `W/${identity.validators.etag}`, mtimeMs: identity.info.mtimeMs },
        lastModified: identity.lastModified,
        body,
      };
      entry.compressed.set('gzip', packed);
      // Counted while the entry is still the file's (a rebuild may have dropped it meanwhile).
      if (this.entries.get(identity.path) === entry) {
        entry.bytes += body.length;
        this.bytes += body.length;
        this.trim();
      }
      return packed;
    })().finally(() => (entry.gzipping = undefined)));
  }

  /**
   * Answers a GET or HEAD with a file from memory alone, at once: true when answered, false when the file is known
   * to be missing, undefined when the disk must be looked at first (the file not known or due to be looked at
   * again, its bytes not read yet, or a request for a range or with a precondition that may fail: then `send`
   * answers). The answer's
   * header lines are made once per file, encoding and status and written with one `writeHead`.
   */
  answerFromMemory(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    options: MemoryAnswerOptions,
  ): boolean | undefined {
    const entry = this.fresh(file);
    if (entry === null) return false;
    if (!entry) return undefined;
    const headers = req.headers;
    for (const name of NOT_WHOLE) if (headers[name] !== undefined) return undefined;
    const choice = this.choose(req, entry);
    if (choice === MAKE_GZIP) return undefined;
    const chosen = choice ?? entry.identity;
    const head = req.method === 'HEAD';
    if (!chosen.body && !(head && chosen.info.size <= IN_MEMORY_LIMIT)) return undefined;
    if (
      options.status === 200 &&
      (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) &&
      evaluatePreconditions(headers, chosen.validators) === 'not-modified'
    ) {
      res.writeHead(304, this.headLines(entry, chosen, options, 304)).end();
      return true;
    }
    res.writeHead(options.status, this.headLines(entry, chosen, options, options.status));
    if (head) res.end();
    else res.end(chosen.body);
    return true;
  }

  /** The header lines of a whole answer (or a 304) with a representation, as `send` writes them, made once. */
  private headLines(entry: Entry, chosen: Representation, options: MemoryAnswerOptions, status: number): string[] {
    const key = `${status} ${options.cacheControl}`;
    const heads = (chosen.heads ??= new Map());
    const made = heads.get(key);
    if (made && made.base === options.headers) return made.lines;
    const lines = [...options.headers, 'Cache-Control', options.cacheControl];
    if (entry.compressed.size) lines.push('Vary', 'Accept-Encoding');
    if (status !== 404) lines.push('ETag', chosen.validators.etag, 'Last-Modified', chosen.lastModified);
    if (status === 200) lines.push('Accept-Ranges', 'bytes');
    if (status !== 304) {
      lines.push('Content-Type', entry.type);
      if (chosen.encoding) lines.push('Content-Encoding', chosen.encoding);
      lines.push('Content-Length', String(chosen.info.size));
    }
    if (heads.size >= 8) heads.clear();
    heads.set(key, { base: options.headers, lines });
    return lines;
  }

  /**
   * Answers a GET or HEAD with a file: content negotiation, preconditions (304/412) and a byte range (206/416)
   * for a 200; the plain whole body for a 404. Resolves false (nothing written) when no file is there. A file
   * is either sent from memory with one `res.end(buffer)` or streamed through a pipeline that closes it when the
   * client goes away mid-response.
   */
  async send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    options: SendOptions,
    retried = false,
  ): Promise<boolean> {
    const entry = await this.entry(file);
    if (!entry) return false;
    // Nothing the request accepts (identity refused too): the file itself, as nginx does.
    const choice = this.choose(req, entry);
    const chosen = choice === MAKE_GZIP ? await this.gzipOf(entry) : (choice ?? entry.identity);
    const { size } = chosen?.info ?? { size: 0 };
    const body =
      chosen && req.method !== 'HEAD' && size <= IN_MEMORY_LIMIT ? await this.bodyOf(entry, chosen) : undefined;
    if (!chosen || (!body && req.method !== 'HEAD' && size <= IN_MEMORY_LIMIT)) {
      // The file changed between looking and reading (a rebuild): look again, once.
      this.drop(file);
      if (retried) throw new Error(`${file} keeps changing while it is read`);
      return this.send(req, res, file, options, true);
    }
    const { validators } = chosen;
    res.setHeader('Cache-Control', options.cacheControl);
    if (entry.compressed.size) res.setHeader('Vary', 'Accept-Encoding');
    if (options.status === 200) {
      res.setHeader('ETag', validators.etag);
      res.setHeader('Last-Modified', chosen.lastModified);
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
    if (options.status === 200 && req.method === 'GET' && req.headers.range !== undefined)
      if (ifRangeHolds(header(req, 'if-range'), validators)) {
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
    res.setHeader('Content-Type', entry.type);
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
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

const same = (a: FileInfo, b: FileInfo) => a.size === b.size && a.mtimeMs === b.mtimeMs;

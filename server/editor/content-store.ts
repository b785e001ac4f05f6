/**
 * The content files the editor reads and writes, found through the collection registry only: an entry is named by
 * its collection and (for folders) its slug, never by a path the browser sends, so no request can reach a file
 * outside content/ or one that is not content. Every read carries the file's version (a hash of its bytes).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, posix, resolve, sep } from 'node:path';
import { collections, type Collection } from '../../schema/collections.ts';
import { Slug } from '../../schema/primitives.ts';
import { entryRoutes, fixedRoutes } from '../../schema/routes.ts';
import { readYaml, splitMarkdown, writeMarkdown, writeYaml } from './yaml-writer.ts';
import { entryName, listedNames, namingContext } from './entry-names.ts';

export class EntryError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface EntryRef {
  collection: Collection;
  /** Undefined for a single-file collection. */
  slug?: string;
}

export interface Entry {
  collection: string;
  slug?: string;
  /** Under the content folder: "services/oil-change.yaml". */
  file: string;
  /** The page it is the page of, if any. */
  page?: string;
  version: string;
  data: unknown;
  body?: string;
}

export interface EntrySummary {
  collection: string;
  slug?: string;
  file: string;
  /** Its name as the owner knows it (server/editor/entry-names.ts). */
  title: string;
  page?: string;
  /** The things it lists by name (the makes of the list of makes, the towns served), for the search. */
  names?: string[];
}

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The collection of that name, or a 404. */
export function collectionNamed(name: string): Collection {
  const c = (collections as readonly Collection[]).find((x) => x.name === name);
  if (!c) throw new EntryError(404, `No collection "${name}"`);
  return c;
}

/**
 * The longest entry name: it is a file name (at most 255 bytes on most disks, the rest of a 300-character name
 * answered ENAMETOOLONG) and the end of a page's address, which a visitor may have to read or type.
 */
const MAX_SLUG = 80;

/** The entry a collection name and slug name: checked against the registry, the slug rule and its length. */
export function entryRef(collection: string, slug: string | undefined): EntryRef {
  const c = collectionNamed(collection);
  if (c.single) {
    if (slug !== undefined) throw new EntryError(404, `${c.name} is one file, without entries`);
    return { collection: c };
  }
  if (slug !== undefined && slug.length > MAX_SLUG)
    throw new EntryError(
      400,
      `An entry name is at most ${MAX_SLUG} characters (this one has ${slug.length}): shorten it`,
    );
  if (slug === undefined || !Slug.safeParse(slug).success)
    throw new EntryError(400, 'An entry name is lower-case letters, digits and hyphens, like "oil-change"');
  return { collection: c, slug };
}

/** "services/oil-change.yaml" for an entry of "services/*.yaml". */
export function fileOf(ref: EntryRef): string {
  return ref.slug === undefined ? ref.collection.pattern : ref.collection.pattern.replace('*', ref.slug);
}

/** The page an entry is the page of. */
export function pageOf(ref: EntryRef): string | undefined {
  const fixed = fixedRoutes.find((r) => r.kind === ref.collection.name);
  if (fixed) return fixed.path;
  const entry = entryRoutes.find((r) => r.collection === ref.collection.name);
  return entry && ref.slug ? entry.prefix + ref.slug : undefined;
}

/** The title an entry's data gives itself (its name, title, or its hero's or meta's title), if any. */
export function titleOfData(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const hero = d.hero as Record<string, unknown> | undefined;
  const meta = d.meta as Record<string, unknown> | undefined;
  for (const t of [d.name, d.title, hero?.title, meta?.title]) if (typeof t === 'string' && t) return t;
  return undefined;
}

export class ContentStore {
  readonly dir: string;
  constructor(
    readonly root: string,
    readonly contentDir = 'content',
  ) {
    this.dir = resolve(root, contentDir);
  }

  /** The absolute path of a content file, refused if it would leave the content folder. */
  path(file: string): string {
    const abs = resolve(this.dir, file);
    if (!abs.startsWith(this.dir + sep)) throw new EntryError(400, 'Not a content file');
    return abs;
  }

  /** Slugs of a folder collection's entries, in file-name order. */
  slugs(c: Collection): string[] {
    const dir = join(this.dir, posix.dirname(c.pattern));
    const [prefix = '', suffix = ''] = posix.basename(c.pattern).split('*');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.startsWith(prefix) && f.endsWith(suffix) && !f.startsWith('_'))
      .map((f) => f.slice(prefix.length, f.length - suffix.length))
      .filter((s) => Slug.safeParse(s).success)
      .sort();
  }

  /** The file's bytes, or undefined when it is not there. */
  bytes(file: string): Uint8Array | undefined {
    const abs = this.path(file);
    return existsSync(abs) ? readFileSync(abs) : undefined;
  }

  text(file: string): string | undefined {
    const abs = this.path(file);
    return existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
  }

  read(ref: EntryRef): Entry {
    const file = fileOf(ref);
    const text = this.text(file);
    if (text === undefined) throw new EntryError(404, `No file ${this.contentDir}/${file}`);
    const base = { collection: ref.collection.name, slug: ref.slug, file, page: pageOf(ref), version: versionOf(text) };
    try {
      if (!file.endsWith('.md')) return { ...base, data: readYaml(text) };
      const { frontMatter, body } = splitMarkdown(text);
      return { ...base, data: readYaml(frontMatter), body };
    } catch (error) {
      throw new EntryError(409, `${this.contentDir}/${file} cannot be opened here: ${(error as Error).message}`);
    }
  }

  /** Every entry of every collection, with its name as the owner knows it and the names it lists. */
  list(): EntrySummary[] {
    const out: EntrySummary[] = [];
    const data = (ref: EntryRef): unknown => {
      try {
        return this.read(ref).data;
      } catch {
        // An entry that cannot be read is still listed, by its file's name.
        return undefined;
      }
    };
    const ctx = namingContext((name) => data({ collection: collectionNamed(name) }));
    for (const c of collections as readonly Collection[]) {
      const refs: EntryRef[] = c.single ? [{ collection: c }] : this.slugs(c).map((slug) => ({ collection: c, slug }));
      for (const ref of refs) {
        const file = fileOf(ref);
        if (!existsSync(this.path(file))) continue;
        const page = pageOf(ref);
        const d = data(ref);
        const names = listedNames(c, d);
        out.push({
          collection: c.name,
          slug: ref.slug,
          file,
          title: entryName(c, ref.slug, page, d, ctx),
          page,
          ...(names.length && { names }),
        });
      }
    }
    return out;
  }

  /** The new text of an entry's file with the edit applied to its current text (or to `template` for a new one). */
  edited(ref: EntryRef, current: string, data: unknown, body: string | undefined): string {
    return fileOf(ref).endsWith('.md') ? writeMarkdown(current, data, body ?? '') : writeYaml(current, data);
  }

  /** Removes a content file (nothing when it is not there). */
  remove(file: string): void {
    rmSync(this.path(file), { force: true });
  }

  /** Writes a file whole or not at all (a temporary file renamed over it). */
  write(file: string, text: string | Uint8Array): void {
    const abs = this.path(file);
    mkdirSync(dirname(abs), { recursive: true });
    const temporary = `${abs}.${process.pid}.saving`;
    writeFileSync(temporary, text);
    renameSync(temporary, abs);
  }
}

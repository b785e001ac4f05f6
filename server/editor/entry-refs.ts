/**
 * The editor's entries, wherever the content is (the disk on the site's server: content-store.ts; GitHub's copy
 * on a static host: github-store.ts). An entry is named by its collection and (for folders) its slug, checked
 * against the collection registry, never by a path the browser sends, so no request can reach a file outside
 * content/ or one that is not content. Every read carries the file's version (a hash of its bytes).
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
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

/** A title written in an entry's data (its name, title, headline or search title), if any. */
export function titleOfData(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const d = data as Record<string, unknown>;
  const hero = d.hero as Record<string, unknown> | undefined;
  const meta = d.meta as Record<string, unknown> | undefined;
  for (const t of [d.name, d.title, hero?.title, meta?.title]) if (typeof t === 'string' && t) return t;
  return undefined;
}

/** Reads entries from wherever the content files are: `text` and `names` are all a store provides. */
export abstract class EntryReader {
  constructor(readonly contentDir = 'content') {}

  /** A file's text (path under the content folder), or undefined when there is none. */
  abstract text(file: string): string | undefined;
  /** File names in a folder under the content folder ("services"); [] when there is none. */
  protected abstract names(dir: string): string[];

  /** Slugs of a folder collection's entries, in file-name order. */
  slugs(c: Collection): string[] {
    const [prefix = '', suffix = ''] = posix.basename(c.pattern).split('*');
    return this.names(posix.dirname(c.pattern))
      .filter((f) => f.startsWith(prefix) && f.endsWith(suffix) && !f.startsWith('_'))
      .map((f) => f.slice(prefix.length, f.length - suffix.length))
      .filter((s) => Slug.safeParse(s).success)
      .sort();
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
        if (this.text(file) === undefined) continue;
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
}

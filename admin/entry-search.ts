/**
 * The editor's search: finds entries and fields by what the owner calls them. An entry is found by its name, its
 * page's address (a path or the full URL), its file and the things it lists by name (a make, a town); a field by its
 * label, help, example and the other words the schemas give it ("opening times" for the hours). No React here, so
 * it is tested on its own (tests/unit/editor/entry-search.test.ts).
 */
import type { CollectionConfig, EntrySummary } from './api.ts';

/** A field that matched, with its label and the labels of the groups that hold it. */
interface FieldHit {
  path: string;
  label: string;
}

/** One entry found: by its own name or address (`byName`), by its fields, or both. */
interface EntryHit {
  kind: 'entry';
  entry: EntrySummary;
  byName: boolean;
  fields: FieldHit[];
  score: number;
}

/** Every entry of a collection of entries has the fields that matched: one hit for the collection, not one per entry. */
interface CollectionHit {
  kind: 'collection';
  collection: CollectionConfig;
  entries: EntrySummary[];
  fields: FieldHit[];
  score: number;
}

export type SearchHit = EntryHit | CollectionHit;

/** Lower case, accents and punctuation gone: "Opening Hours" and "opening-hours" read the same. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();
}

const wordsOf = (text: string) => normalize(text).split(' ').filter(Boolean);

/** "hours" finds "hour" and "hours", "prices" finds "price": a query word without a plural s. */
function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Whether a query word starts one of the words. */
const starts = (words: readonly string[], q: string) => words.some((w) => w.startsWith(q));

/** A page's address from what was typed as one: "/cars/honda", "https://www.example.com/cars/honda/", or nothing. */
export function addressOf(query: string): string | undefined {
  const q = query.trim();
  if (!/^(https?:\/\/|www\.|\/)/i.test(q)) return undefined;
  try {
    const url = new URL(/^www\./i.test(q) ? `https://${q}` : q, 'https://site.invalid');
    const path = decodeURIComponent(url.pathname).replace(/\/+$/, '').toLowerCase();
    return path || '/';
  } catch {
    return undefined;
  }
}

/** Words that say little about a field: "The shop's address" is found by "shop" and "address". */
const LITTLE_WORDS = new Set(['the', 's', 'of', 'a', 'an', 'on', 'in', 'at', 'to', 'and', 'or', 'for', 'its', 'it']);

interface IndexedField {
  path: string;
  /** Its label after the labels of the groups that hold it. */
  label: string;
  /** The words of its own label. */
  own: string[];
  keywords: string[];
  /** Its help and example. */
  described: string[];
  /** How deep it sits: a field at the top of the form is what the owner looks for first. */
  depth: number;
}

interface IndexedCollection {
  config: CollectionConfig;
  fields: IndexedField[];
}

/** The words of each collection's fields, read once. */
export function indexCollections(collections: readonly CollectionConfig[]): Map<string, IndexedCollection> {
  const index = new Map<string, IndexedCollection>();
  for (const c of collections) {
    const labels = new Map(c.fields.map((f) => [f.path, f.label]));
    const fields = c.fields
      // A list's item is found through its list.
      .filter((f) => !f.path.endsWith('[]'))
      .map((f) => {
        const groups: string[] = [];
        let at = '';
        for (const part of f.path.split('.')) {
          at = at ? `${at}.${part}` : part;
          groups.push(labels.get(at) ?? part);
        }
        return {
          path: f.path,
          label: groups.join(' › '),
          own: wordsOf(f.label).filter((w) => !LITTLE_WORDS.has(w)),
          keywords: wordsOf((f.keywords ?? []).join(' ')),
          described: wordsOf(`${f.help ?? ''} ${f.example ?? ''}`),
          depth: groups.length - 1,
        };
      });
    index.set(c.name, { config: c, fields });
  }
  return index;
}

/**
 * How well a field answers a query word: by a word of its label (a whole word better than its start, the label's
 * first word and a short label better), by one of its other words, or by its help; 0 when not at all.
 */
function fieldScore(f: IndexedField, q: string): number {
  const depth = 0.4 * Math.min(f.depth, 3);
  const whole = f.own.includes(q) || f.own.includes(`${q}s`);
  if (whole || starts(f.own, q)) return (whole ? 3 : 2.5) + 1 / Math.max(1, f.own.length) - depth;
  if (starts(f.keywords, q)) return 2 - depth;
  if (starts(f.described, q)) return 1 - depth;
  return 0;
}

/** How well an entry's own words answer a query word: its name, its address, the names it lists. */
function nameScore(name: readonly string[], other: readonly string[], q: string): number {
  if (name.includes(q) || name.includes(`${q}s`)) return 4 + (name[0] === q ? 1 : 0);
  if (starts(name, q)) return 3.5;
  if (other.includes(q)) return 3;
  return starts(other, q) ? 2.5 : 0;
}

interface WordMatch {
  score: number;
  fields: { field: IndexedField; score: number }[];
}

/** For each query word, the best match among the fields of a collection. */
function matchFields(fields: readonly IndexedField[], words: readonly string[]): WordMatch[] {
  return words.map((q) => {
    const found = fields
      .map((field) => ({ field, score: fieldScore(field, q) }))
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score);
    return { score: found[0]?.score ?? 0, fields: found };
  });
}

/** The fields shown for a hit: the best few of the words the entry's name did not answer. */
function shownFields(matches: readonly WordMatch[], max = 3): FieldHit[] {
  const best = matches.flatMap((m) => m.fields.filter((f) => f.score >= m.score - 0.5));
  const out = new Map<string, FieldHit>();
  for (const { field } of best.sort((a, b) => b.score - a.score))
    if (!out.has(field.path)) out.set(field.path, { path: field.path, label: field.label });
  return [...out.values()].slice(0, max);
}

/**
 * The entries and fields a query finds, best first; undefined for an empty query. Every word of the query must be
 * answered by the entry's own words or by one of its fields. A page's address finds that page (and those under it).
 * When some entries answer every word by a name or a label, those answered only through a field's help are left out.
 */
export function searchEntries(
  query: string,
  entries: readonly EntrySummary[],
  collections: Map<string, IndexedCollection>,
): SearchHit[] | undefined {
  if (!query.trim()) return undefined;
  const address = addressOf(query);
  if (address) {
    const exact = entries.filter((e) => e.page === address);
    const under = entries.filter((e) => e.page && e.page !== address && e.page.startsWith(`${address}/`));
    return [...exact, ...under].map((entry, i) => ({
      kind: 'entry',
      entry,
      byName: true,
      fields: [],
      score: i < exact.length ? 10 : 5,
    }));
  }
  const words = wordsOf(query).map(stem);
  if (!words.length) return [];
  const hits: (SearchHit & { weak: boolean })[] = [];
  for (const [name, c] of collections) {
    const own = entries.filter((e) => e.collection === name);
    if (!own.length) continue;
    const byField = matchFields(c.fields, words);
    const label = wordsOf(c.config.label);
    const score = (byName: readonly number[]) => {
      const each = words.map((_, i) => Math.max(byName[i]!, byField[i]!.score));
      return { each, total: each.reduce((a, b) => a + b, 0), weak: each.some((x) => x < 2) };
    };
    const entryHit = (entry: EntrySummary, byName: number[]) => {
      const s = score(byName);
      if (s.each.some((x) => x === 0)) return;
      const fields = shownFields(byField.filter((m, i) => m.score > byName[i]!));
      hits.push({ kind: 'entry', entry, byName: byName.some((x) => x > 0), fields, score: s.total, weak: s.weak });
    };
    if (c.config.single) {
      for (const entry of own)
        entryHit(
          entry,
          words.map((q) =>
            Math.max(
              nameScore(wordsOf(entry.title), wordsOf(`${entry.page ?? ''} ${(entry.names ?? []).join(' ')}`), q),
              starts(label, q) ? 2.5 : 0,
            ),
          ),
        );
      continue;
    }
    // A collection of entries: the entries found by their names, or else the collection by its fields.
    const before = hits.length;
    for (const entry of own) {
      const byName = words.map((q) =>
        nameScore(wordsOf(entry.title), wordsOf(`${entry.page ?? ''} ${(entry.names ?? []).join(' ')}`), q),
      );
      if (byName.some((x) => x > 0)) entryHit(entry, byName);
    }
    if (hits.length > before) continue;
    const byLabel = words.map((q) => (starts(label, q) ? 2.5 : 0));
    const s = score(byLabel);
    if (s.each.some((x) => x === 0)) continue;
    const fields = shownFields(byField.filter((m, i) => m.score > byLabel[i]!));
    hits.push({ kind: 'collection', collection: c.config, entries: own, fields, score: s.total, weak: s.weak });
  }
  const strong = hits.some((h) => !h.weak);
  return hits
    .filter((h) => !strong || !h.weak)
    .sort((a, b) => b.score - a.score)
    .map(({ weak: _weak, ...hit }) => hit as SearchHit);
}

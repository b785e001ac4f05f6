/** The prints (compiler/prints.ts) of the content as it is read from its files, for a build that keeps its pages. */
import type { Content, ContentEntry } from '../schema/collections.ts';
import type { Service } from '../schema/service.ts';
import type { Prints } from './prints.ts';
import type { KeptFiles } from './kept-files.ts';
import type { CompleteBefore } from './resolve-services.ts';

/**
 * Each entry and each single file's value, printed by its file's name and the hash of its bytes (`hashOf`; a file
 * without one gives its value no print, and nothing made of it is kept).
 */
export function printFiles(
  prints: Prints,
  content: Content,
  fileOf: (collection: keyof Content) => string,
  hashOf: (file: string) => string | undefined,
): void {
  const print = (value: object, file: string) => {
    const hash = hashOf(file);
    if (hash !== undefined) prints.set(value, ['file', file, hash]);
  };
  for (const [name, value] of Object.entries(content) as [keyof Content, unknown][])
    if (Array.isArray(value)) for (const entry of value as ContentEntry<unknown>[]) print(entry, entry.file);
    else if (value && typeof value === 'object') print(value, fileOf(name));
}

/** A service page's entry and those of the pages it reuses, in order (a circle stops where it closes). */
export function serviceChains(content: Pick<Content, 'service'>): (slug: string) => ContentEntry<Service>[] {
  const bySlug = new Map(content.service.map((e) => [e.slug, e]));
  return (slug) => {
    const chain: ContentEntry<Service>[] = [];
    for (let e = bySlug.get(slug); e && !chain.includes(e); e = e.data.reuses ? bySlug.get(e.data.reuses) : undefined)
      chain.push(e);
    return chain;
  };
}

/**
 * Whether a service page was complete at the last build, resolved from the same files (its own, those of the pages
 * it reuses, and the defaults, by their hashes): kept in the page's file record (`KeptFiles.found`), found again
 * (`find()`) when any of them changed.
 */
export function completeBefore(
  kept: KeptFiles,
  content: Pick<Content, 'service'>,
  defaultsFile: string,
): CompleteBefore {
  const chainOf = serviceChains(content);
  return (entry, find) => {
    const files = [...chainOf(entry.slug).map((e) => e.file), defaultsFile];
    const inputs: string[] = [];
    for (const file of files) {
      const hash = kept.now.get(file)?.hash;
      if (hash === undefined) return find();
      inputs.push(`${file} ${hash}`);
    }
    return kept.found(entry.file, 'service-complete', inputs.join('\n'), find);
  };
}

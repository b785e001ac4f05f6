/**
 * The position-keeping YAML documents (built only when a problem needs a line and column) of the files that needed
 * one last: kept for the next problem of the same file (a copied page's warning names the line of the page it copies,
 * once per copy), but no more than `RECENT` of them, since at 10,000 pages with a warning each they were most of the
 * warm compiler's memory. A document dropped is parsed again from the file's text when it is needed again.
 */
const RECENT = 32;
const documents = new Map<object, unknown>();

/** The document of the file `owner` stands for: the one kept, or `parse()`'s, kept in place of the oldest. */
export function recentDocument<T>(owner: object, parse: () => T): T {
  const kept = documents.get(owner) as T | undefined;
  if (kept !== undefined) {
    documents.delete(owner);
    documents.set(owner, kept);
    return kept;
  }
  const made = parse();
  documents.set(owner, made);
  if (documents.size > RECENT) documents.delete(documents.keys().next().value!);
  return made;
}

import { formatPath } from '../positions.ts';
import { problem, type Problem } from '../problems.ts';
import { olderFirst, type Check } from './context.ts';

/**
 * Per collection, the fields a page writes for itself: its headline, its description for search results, its
 * paragraphs and lists. Fields pages share on purpose (a section's heading such as "Related Services", the second
 * line of a headline, fine print) are not listed. A whole list counts as one value.
 */
const OWN_WORDS = {
  service: [
    ['summary'],
    ['meta', 'title'],
    ['meta', 'description'],
    ['hero', 'title'],
    ['hero', 'description'],
    ['popularServices', 'list'],
    ['serviceInfo', 'title'],
    ['serviceInfo', 'whatIsIt', 'content'],
    ['serviceInfo', 'howItsDone', 'steps'],
    ['serviceInfo', 'symptoms', 'list'],
    ['serviceInfo', 'importance', 'content'],
    ['pricing', 'description'],
    ['pricing', 'rows'],
  ],
  make: [['meta', 'title'], ['meta', 'description'], ['description'], ['popularModels']],
  town: [['meta', 'title'], ['meta', 'description'], ['tagline']],
  special: [['summary']],
  article: [['excerpt']],
} as const;

const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    data,
  );

/**
 * A page made by copying another keeps the other page's words until each is rewritten: the copied headline
 * (`hero.title`), its description, its list of related services. Words a page should say for itself that are the
 * same as another page's are a warning at the newer file (the copy, most likely), naming the other file and line.
 */
export const checkCopiedText: Check = (ctx) => {
  const found: Problem[] = [];
  for (const [collection, fields] of Object.entries(OWN_WORDS) as [
    keyof typeof OWN_WORDS,
    readonly (readonly string[])[],
  ][]) {
    const entries = olderFirst(ctx, ctx.content[collection] as readonly { file: string; data: unknown }[]);
    for (const path of fields) {
      const first = new Map<string, string>();
      for (const e of entries) {
        const value = valueAt(e.data, path);
        if (value === undefined) continue;
        const key = JSON.stringify(value);
        const other = first.get(key);
        if (!other) {
          first.set(key, e.file);
          continue;
        }
        const field = formatPath(path);
        const there = ctx.files.get(other)!.locate([...path]);
        found.push(
          problem(
            'copied-text',
            ctx.files.get(e.file)!.locate([...path]),
            field,
            `${Array.isArray(value) ? 'This list is' : 'These words are'} the same as ${field} of ${other}:${there.line}: write this page's own`,
            'warning',
          ),
        );
      }
    }
  }
  return found;
};

import { slugify } from '../../schema/slug.ts';
import { fieldLabel } from '../../schema/field-label.ts';
import { formatPath, type FieldPath } from '../positions.ts';
import { problem, type Problem } from '../problems.ts';
import { olderFirst, type Check, type CheckContext } from './context.ts';
import { noMemo } from '../memo.ts';

/** One named thing: the name as written, and where it is written. */
interface Named {
  name: string;
  file: string;
  path: FieldPath;
}

/** Names that differ only in capitals, spaces or punctuation ("West Chester", "west chester") are the same name. */
const sameName = (name: string) => slugify(name) || name.trim().toLowerCase();

/**
 * Each thing that has a name has its own: a second entry under a name already taken is an error at the second (of
 * two files, the newer: the copy, most likely), naming the first by file and line (`what` says what the things are, `fix` what to do).
 */
function duplicates(
  ctx: CheckContext,
  collection: string,
  all: readonly Named[],
  what: string,
  fix: string,
): Problem[] {
  const first = new Map<string, Named>();
  const found: Problem[] = [];
  for (const n of all) {
    const key = sameName(n.name);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, n);
      continue;
    }
    const there = ctx.files.get(earlier.file)!.locate(earlier.path);
    const place =
      earlier.file === n.file
        ? `${fieldLabel(collection, earlier.path)} at line ${there.line}`
        : `${earlier.file}:${there.line} (${fieldLabel(collection, earlier.path)})`;
    found.push(
      problem(
        'duplicate-name',
        ctx.files.get(n.file)!.locate(n.path),
        formatPath(n.path),
        `${what} "${n.name}" is already listed: ${place}. ${fix}`,
      ),
    );
  }
  return found;
}

/**
 * Things that are named are unique by name: the towns of the service areas, the makes, the service pages, the offers
 * (and their coupon codes) and the articles. A second "Mason" would show a second card with its own drive time; a copied service page that
 * keeps the name would show two pages of one name in every list.
 */
export const checkNames: Check = (ctx) => {
  const { content } = ctx;
  const memo = ctx.memo ?? noMemo;
  const entries = <T>(list: readonly { file: string; data: T }[], name: (d: T) => string, key: string): Named[] =>
    olderFirst(ctx, list).map((e) => ({ name: name(e.data), file: e.file, path: [key] }));
  // Each list's duplicates are found again only when what they are found in changed: the file of a list, or one of
  // the entries of a collection, or their order (an entry is the same object while its file is unchanged).
  const listIn = (file: string) => [ctx.files.get(file)];
  return [
    ...memo.get('names:areas', listIn(ctx.fileOf('areas')), () =>
      duplicates(
        ctx,
        'areas',
        content.areas.areas.map((a, i) => ({ name: a.city, file: ctx.fileOf('areas'), path: ['areas', i, 'city'] })),
        'The town',
        'List each town once, with one drive time: remove one of the two',
      ),
    ),
    ...memo.get('names:makes', listIn(ctx.fileOf('makes')), () =>
      duplicates(
        ctx,
        'makes',
        content.makes.makes.map((m, i) => ({ name: m.name, file: ctx.fileOf('makes'), path: ['makes', i, 'name'] })),
        'The make',
        'List each make once: remove one of the two',
      ),
    ),
    ...memo.get('names:make', olderFirst(ctx, content.make), () =>
      duplicates(
        ctx,
        'make',
        entries(content.make, (m) => m.name, 'name'),
        'The make page name',
        'Give this make page its own make (a copied page keeps the old name until you change it)',
      ),
    ),
    ...memo.get('names:service', olderFirst(ctx, content.service), () =>
      duplicates(
        ctx,
        'service',
        entries(content.service, (s) => s.name, 'name'),
        'The service name',
        'Give this service page its own name (a copied page keeps the old name until you change it)',
      ),
    ),
    ...memo.get('names:special', olderFirst(ctx, content.special), () => [
      ...duplicates(
        ctx,
        'special',
        entries(content.special, (s) => s.title, 'title'),
        'The offer title',
        'Give each offer its own title',
      ),
      ...duplicates(
        ctx,
        'special',
        olderFirst(ctx, content.special).flatMap((e) =>
          e.data.code ? [{ name: e.data.code, file: e.file, path: ['code'] }] : [],
        ),
        'The coupon code',
        'Give each offer its own code, or none (a copied offer keeps the old code until you change it)',
      ),
    ]),
    ...memo.get('names:article', olderFirst(ctx, content.article), () =>
      duplicates(
        ctx,
        'article',
        entries(content.article, (a) => a.title, 'title'),
        'The article title',
        'Give each article its own title',
      ),
    ),
  ];
};

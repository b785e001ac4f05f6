import { posix } from 'node:path';
import { slugify } from '../../schema/slug.ts';
import { problem, type Problem } from '../problems.ts';
import { closest } from '../closest.ts';
import { shingles, jaccard, words } from '../shingles.ts';
import type { Check } from './context.ts';

/** Shortest introduction a town page may have, in words: a few sentences read as a thin page in search. */
export const MIN_INTRO_WORDS = 150;
/** Town texts are compared as runs of this many words. */
export const SHINGLE_WORDS = 3;
/**
 * Two town introductions sharing more than this share of their 3-word runs (Jaccard) are near-duplicates.
 * Measured: the ten real introductions share at most 0.023 (mean 0.010); one of them with the town's name
 * swapped shares 0.87, with one paragraph of three copied into another page 0.22, with every fifth word
 * changed 0.22. 0.15 sits six times above the real texts and below every kind of copy.
 */
export const NEAR_DUPLICATE_SIMILARITY = 0.15;

/**
 * Town pages (content/cities) have substance: each belongs to a town of content/areas.yaml, its services exist,
 * its introduction is long enough, and no two introductions are near-duplicates (both files are named).
 * A served town without a page is a warning.
 */
export const checkTowns: Check = (ctx) => {
  const found: Problem[] = [];
  const { content, files } = ctx;
  const at = (file: string, path: (string | number)[], key = false) => files.get(file)!.locate(path, key);
  const areaSlugs = new Map(content.areas.areas.map((a, i) => [slugify(a.city), i]));
  const services = ctx.slugs.get('service') ?? new Set<string>();
  const pages = new Set(content.town.map((t) => t.slug));

  for (const t of content.town) {
    if (!areaSlugs.has(t.slug)) {
      const [best] = closest(t.slug, areaSlugs.keys());
      found.push(
        problem(
          'missing-reference',
          { file: t.file, line: 1, column: 1 },
          '',
          `No town in ${ctx.fileOf('areas')} is named like ${t.file}: the file name is the town's name in lower case with hyphens${best ? `, like "${best}.yaml"` : ''}`,
        ),
      );
    }
    t.data.popularServices.forEach((slug, i) => {
      if (services.has(slug)) return;
      const [best] = closest(slug, services);
      found.push(
        problem(
          'missing-reference',
          at(t.file, ['popularServices', i]),
          `popularServices[${i}]`,
          `No service page "${slug}" in ${posix.dirname(ctx.fileOf('service'))}.${best ? ` Did you mean "${best}"?` : ''}`,
        ),
      );
    });
    const count = words(t.data.intro.join(' ')).length;
    if (count < MIN_INTRO_WORDS)
      found.push(
        problem(
          'thin-page',
          at(t.file, ['intro'], true),
          'intro',
          `The introduction has ${count} words; write at least ${MIN_INTRO_WORDS} about this town (its roads and the drive to the shop, what its drivers ask for)`,
        ),
      );
  }

  const texts = content.town.map((t) => ({ t, runs: shingles(t.data.intro.join(' '), SHINGLE_WORDS) }));
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]!;
      const b = texts[j]!;
      const similarity = jaccard(a.runs, b.runs);
      if (similarity <= NEAR_DUPLICATE_SIMILARITY) continue;
      const percent = Math.round(similarity * 100);
      for (const [self, other] of [
        [a, b],
        [b, a],
      ] as const)
        found.push(
          problem(
            'near-duplicate',
            at(self.t.file, ['intro'], true),
            'intro',
            `The introduction is ${percent}% the same as ${other.t.file} (more than ${Math.round(NEAR_DUPLICATE_SIMILARITY * 100)}% of 3-word runs shared): write each town's page for that town`,
          ),
        );
    }

  // Once per town: a town listed twice is one problem of its own (checks/names.ts).
  const warned = new Set<string>();
  content.areas.areas.forEach((a, i) => {
    if (!pages.has(slugify(a.city)) && !warned.has(slugify(a.city)) && warned.add(slugify(a.city)))
      found.push(
        problem(
          'missing-file',
          at(ctx.fileOf('areas'), ['areas', i, 'city']),
          `areas[${i}].city`,
          `${a.city} has no town page: write ${ctx.fileOf('town', slugify(a.city))}`,
          'warning',
        ),
      );
  });
  return found;
};

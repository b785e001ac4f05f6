import { basename, extname } from 'node:path';
import { Slug } from '../../schema/primitives.ts';
import { slugify } from '../../schema/slug.ts';
import { problem, type Problem } from '../problems.ts';
import type { Check } from './context.ts';

/**
 * Addresses are unique and everything referenced exists: file names are slugs, no alias is claimed twice
 * or shadows a page, make entries are unique, every detailed make is listed, and the slugs that other files
 * name (home makes grid, featured services) exist. A duplicate names both places.
 */
export const checkSlugs: Check = (ctx) => {
  const found: Problem[] = [];
  const { content, files } = ctx;
  const where = (file: string, path: (string | number)[]) => files.get(file)!.locate(path);

  for (const file of files.keys()) {
    const c = ctx.collectionOf.get(file);
    if (!c || c.single) continue;
    const slug = basename(file, extname(file));
    if (!Slug.safeParse(slug).success)
      found.push(
        problem(
          'schema',
          { file, line: 1, column: 1 },
          '',
          `The file name "${slug}" is not a valid address: rename the file to "${slugify(slug)}${extname(file)}"`,
        ),
      );
  }

  const serviceFile = new Map(content.service.map((s) => [s.slug, s.file]));
  const aliasOwner = new Map<string, { file: string; index: number }>();
  for (const s of content.service) {
    s.data.aliases.forEach((alias, index) => {
      const here = () => where(s.file, ['aliases', index]);
      const page =
        serviceFile.get(alias) ?? (ctx.slugs.get('service')?.has(alias) ? ctx.fileOf('service', alias) : undefined);
      if (page)
        found.push(
          problem(
            'duplicate-slug',
            here(),
            `aliases[${index}]`,
            `"${alias}" is already the address of the page ${page}`,
          ),
        );
      const other = aliasOwner.get(alias);
      if (other) {
        const msg = (f: string) => `The alias "${alias}" is also claimed by ${f}: keep it in one file`;
        found.push(problem('duplicate-slug', here(), `aliases[${index}]`, msg(other.file)));
        found.push(
          problem(
            'duplicate-slug',
            where(other.file, ['aliases', other.index]),
            `aliases[${other.index}]`,
            msg(s.file),
          ),
        );
      } else aliasOwner.set(alias, { file: s.file, index });
    });
  }

  const makesFile = ctx.fileOf('makes');
  const firstMake = new Map<string, number>();
  content.makes.makes.forEach((m, i) => {
    const first = firstMake.get(m.slug);
    if (first === undefined) return void firstMake.set(m.slug, i);
    const msg = (j: number) =>
      `The make slug "${m.slug}" is used twice (also makes[${j}] at line ${where(makesFile, ['makes', j, 'slug']).line})`;
    found.push(problem('duplicate-slug', where(makesFile, ['makes', i, 'slug']), `makes[${i}].slug`, msg(first)));
    found.push(problem('duplicate-slug', where(makesFile, ['makes', first, 'slug']), `makes[${first}].slug`, msg(i)));
  });
  for (const m of content.make)
    if (!firstMake.has(m.slug))
      found.push(
        problem(
          'missing-reference',
          { file: m.file, line: 1, column: 1 },
          '',
          `The make "${m.slug}" has a page but is not listed in ${makesFile}: add it there`,
        ),
      );

  const detailed = ctx.slugs.get('make') ?? new Set();
  content.home.makes.slugs.forEach((slug, i) => {
    const at = () => where(ctx.fileOf('home'), ['makes', 'slugs', i]);
    if (!firstMake.has(slug))
      found.push(problem('missing-reference', at(), `makes.slugs[${i}]`, `No make "${slug}" in ${makesFile}`));
    else if (!detailed.has(slug))
      found.push(
        problem(
          'missing-reference',
          at(),
          `makes.slugs[${i}]`,
          `The home page links every make it shows, but "${slug}" has no page: add ${ctx.fileOf('make', slug)}`,
        ),
      );
  });
  const services = ctx.slugs.get('service') ?? new Set();
  content.site.featuredServices.forEach((slug, i) => {
    if (!services.has(slug))
      found.push(
        problem(
          'missing-reference',
          where(ctx.fileOf('site'), ['featuredServices', i]),
          `featuredServices[${i}]`,
          `No service page "${slug}": expected ${ctx.fileOf('service', slug)}`,
        ),
      );
  });
  return found;
};

import { posix } from 'node:path';
import { problem, type Problem } from '../problems.ts';
import type { Check } from './context.ts';

const money = (s: string) => Number(s.replace(/[$,]/g, ''));

/**
 * The counts the site is designed around (the makes grid, the FAQ, the service areas...): a different count
 * is a warning, not an error, since the owner may mean it.
 */
const expectedCounts = {
  'makes.yaml makes': 44,
  'home makes grid': 12,
  'home towns': 16,
  'about towns': 12,
  'home FAQ questions': 6,
  'hero form services': 5,
  'directory groups': 11,
  articles: 6,
  'service areas': 10,
} as const;

/** Facts that must make sense on their own: price ranges, mileage order, opening hours, and the counts the site is designed around. */
export const checkSanity: Check = (ctx) => {
  const found: Problem[] = [];
  const { content, files } = ctx;
  for (const m of content.make) {
    const at = (p: (string | number)[]) => files.get(m.file)!.locate(p);
    m.data.commonServices.forEach((s, i) => {
      const [low = '', high = ''] = s.estimatedCost.split('-');
      if (money(low) > money(high))
        found.push(
          problem(
            'price-range',
            at(['commonServices', i, 'estimatedCost']),
            `commonServices[${i}].estimatedCost`,
            `"${s.estimatedCost}" starts higher than it ends: write the lower price first`,
          ),
        );
    });
    m.data.maintenanceSchedule.forEach((e, i, all) => {
      const prev = all[i - 1];
      if (prev && e.mileage.miles <= prev.mileage.miles)
        found.push(
          problem(
            'mileage-order',
            at(['maintenanceSchedule', i, 'mileage']),
            `maintenanceSchedule[${i}].mileage`,
            `${e.mileage.text} miles comes after ${prev.mileage.text}: list mileages from lowest to highest`,
          ),
        );
    });
  }
  const seen = new Map<string, number>();
  content.site.hours.forEach((h, i) =>
    h.days.forEach((d, j) => {
      if (seen.has(d))
        found.push(
          problem(
            'hours',
            files.get(ctx.fileOf('site'))!.locate(['hours', i, 'days', j]),
            `hours[${i}].days[${j}]`,
            `${d} already has hours in hours[${seen.get(d)}]: list each day once`,
          ),
        );
      else seen.set(d, i);
    }),
  );

  const counts: [keyof typeof expectedCounts, number, string, (string | number)[]][] = [
    ['makes.yaml makes', content.makes.makes.length, ctx.fileOf('makes'), ['makes']],
    ['home makes grid', content.home.makes.slugs.length, ctx.fileOf('home'), ['makes', 'slugs']],
    ['home towns', content.home.towns.list.length, ctx.fileOf('home'), ['towns', 'list']],
    ['about towns', content.about.towns.list.length, ctx.fileOf('about'), ['towns', 'list']],
    ['home FAQ questions', content.home.faq.items.length, ctx.fileOf('home'), ['faq', 'items']],
    ['hero form services', content.forms.heroQuote.services.length, ctx.fileOf('forms'), ['heroQuote', 'services']],
    ['directory groups', content.services.categories.length, ctx.fileOf('services'), ['categories']],
    ['articles', content.article.length, posix.dirname(ctx.fileOf('article')), []],
    ['service areas', content.areas.areas.length, ctx.fileOf('areas'), ['areas']],
  ];
  for (const [name, actual, file, path] of counts) {
    const expected = expectedCounts[name];
    if (actual !== expected) {
      const location = (path.length && files.get(file)?.locate(path)) || { file, line: 1, column: 1 };
      found.push(
        problem(
          'count',
          location,
          path.join('.'),
          `The site should show ${expected} ${name}, found ${actual}`,
          'warning',
        ),
      );
    }
  }
  return found;
};

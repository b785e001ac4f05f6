import { problem, type Problem } from '../problems.ts';
import type { Check } from './context.ts';

const money = (s: string) => Number(s.replace(/[$,]/g, ''));

/**
 * Facts that must make sense on their own: price ranges, mileage order, opening hours. How many towns, makes,
 * questions or groups the site lists is the owner's to decide: the pages lay out any number.
 */
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

  return found;
};

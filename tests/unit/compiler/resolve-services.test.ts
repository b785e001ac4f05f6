import { expect, test } from 'vitest';
import type { Content } from '../../../schema/collections.ts';
import { loadContent } from '../../../compiler/load-content.ts';
import { resolveServices, type CompleteBefore } from '../../../compiler/resolve-services.ts';

const loaded = loadContent(process.cwd());
const content = loaded.content as Content;
const resolve = (c: Pick<Content, 'service' | 'service-defaults'>, completeBefore?: CompleteBefore) =>
  resolveServices(c, loaded.files, loaded.fileOf, undefined, completeBefore);

/** The content with the oil change page's `hero` and `serviceInfo` sections removed, and no defaults under them. */
const incomplete = (): Pick<Content, 'service' | 'service-defaults'> => ({
  'service-defaults': {} as Content['service-defaults'],
  service: content.service.map((e) =>
    e.slug === 'oil-change' ? { ...e, data: { ...e.data, hero: undefined, serviceInfo: undefined } } : e,
  ) as Content['service'],
});

test('every page is resolved at once, with its problems, when nothing is known of the last build', () => {
  const { services, problems } = resolve(content);
  expect(problems).toEqual([]);
  expect(services.map((s) => s.slug)).toEqual(content.service.map((e) => e.slug));
  for (const s of services) expect(s.full().name).toBe(s.name);
  const broken = resolve(incomplete());
  expect(broken.problems.some((p) => p.location.file === loaded.fileOf('service', 'oil-change'))).toBe(true);
  expect(broken.services.some((s) => s.slug === 'oil-change')).toBe(false);
});

test('a page known complete from the same files is resolved only when asked for; one not known is resolved now', () => {
  const asked: string[] = [];
  const known: CompleteBefore = (entry, find) => {
    asked.push(entry.slug);
    return entry.slug === 'oil-change' ? true : find();
  };
  // Told (wrongly) that the broken page was complete: it is not resolved, so no problem is found until it is asked for.
  const { services, problems } = resolve(incomplete(), known);
  expect(asked).toEqual(content.service.map((e) => e.slug));
  expect(problems.filter((p) => p.location.file === loaded.fileOf('service', 'oil-change'))).toEqual([]);
  const oilChange = services.find((s) => s.slug === 'oil-change')!;
  expect(oilChange.name).toBe(content.service.find((e) => e.slug === 'oil-change')!.data.name);
  expect(() => oilChange.full()).toThrow(/was complete at the last build, and is not now/);
  // The same page, complete, asked for: what resolving it at once makes.
  const lazy = resolve(content, known).services.find((s) => s.slug === 'oil-change')!;
  expect(lazy.full()).toEqual(
    resolve(content)
      .services.find((s) => s.slug === 'oil-change')!
      .full(),
  );
});

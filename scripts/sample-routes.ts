/**
 * The pages the screenshot and Lighthouse scripts visit when given none: every fixed page, then one page of each
 * kind made per entry (a new entry kind fails the type check here until it has a sample).
 */
import { entryPath, fixedRoutes } from '../schema/routes.ts';
import { type EntryKind } from '../schema/page-kinds.ts';

const sampleSlugs: { [K in EntryKind]: string } = {
  service: 'oil-change',
  town: 'mason',
  make: 'honda',
  article: 'check-engine-light-what-it-means',
};

export const sampleRoutes: string[] = [
  ...fixedRoutes.map((r) => r.path),
  ...Object.entries(sampleSlugs).map(([kind, slug]) => entryPath(kind as EntryKind, slug)),
];

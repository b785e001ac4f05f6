import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { pageKinds, fixedKinds, entryKinds, pageComponentFile } from '../../../schema/page-kinds.ts';
import { collections } from '../../../schema/collections.ts';
import { fixedRoutes, entryRoutes } from '../../../schema/routes.ts';

describe('the page-kind registry', () => {
  it('names each fixed kind by the last segment of its address (home for "/"), in kebab-case', () => {
    for (const kind of fixedKinds) {
      const { path } = pageKinds[kind];
      expect(kind).toMatch(/^[a-z]+(-[a-z]+)*$/);
      if (path === '/') expect(kind).toBe('home');
      else if (kind !== 'not-found') expect(path.split('/').at(-1)).toBe(kind);
    }
  });

  it('gives every fixed kind the collection of its name, content/pages/<kind>.yaml, and the file exists', () => {
    for (const kind of fixedKinds) {
      const c = collections.find((x) => x.name === kind);
      expect(c, kind).toMatchObject({ pattern: `pages/${kind}.yaml`, single: true });
      expect(existsSync(`content/${c!.pattern}`), kind).toBe(true);
    }
  });

  it('gives every entry kind a collection of one file per entry', () => {
    for (const kind of entryKinds) {
      const c = collections.find((x) => x.name === pageKinds[kind].collection);
      expect(c?.single, kind).toBe(false);
    }
  });

  it('gives every kind a component named after it, whose default export renders the page', () => {
    for (const kind of Object.keys(pageKinds)) {
      const file = pageComponentFile(kind);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(
        new RegExp(`export default function \\w+\\(\\{ data \\}: \\{ data: PageDataOf<'${kind}'> \\}\\)`),
      );
    }
  });

  it('derives the routes: every kind but the not-found page is built at its address, or one per entry', () => {
    expect([...fixedRoutes.map((r) => r.kind), ...entryRoutes.map((r) => r.kind)].sort()).toEqual(
      Object.keys(pageKinds)
        .filter((k) => k !== 'not-found')
        .sort(),
    );
    expect(fixedRoutes.filter((r) => r.unlisted).map((r) => r.kind)).toEqual(['thank-you']);
  });
});

/**
 * An entry's form saved at once (server/editor/draft-answers.ts savedAtOnce), shared by the site server's editor and
 * the editor on a static host: which text the edit applies to, and when the form's version is out of date.
 */
import { describe, expect, it } from 'vitest';
import { savedAtOnce } from '../../../server/editor/draft-answers.ts';
import { versionOf } from '../../../server/editor/entry-refs.ts';
import type { DraftChange } from '../../../server/editor/draft-shape.ts';

const published = 'name: Honda\n';
const drafted = (base: string | null, text: string | null): DraftChange => ({
  file: 'makes/honda.yaml',
  collection: 'make',
  slug: 'honda',
  base,
  text,
  saved: '2026-11-27T12:00:00.000Z',
});

describe('an entry saved at once', () => {
  it('applies to the published file when the form shows it', () => {
    expect(savedAtOnce(published, undefined, versionOf(published))).toEqual({ base: published, current: true });
    expect(savedAtOnce(published, undefined, 'old')).toEqual({ base: published, current: false });
  });

  it("accepts the draft's version of the entry while it is based on the published file", () => {
    const change = drafted(versionOf(published), 'name: Honda Motors\n');
    expect(savedAtOnce(published, change, versionOf(change.text!))).toMatchObject({ current: true });
    // The file changed since the draft took it: the draft's version no longer counts.
    expect(savedAtOnce('name: Other\n', change, versionOf(change.text!))).toMatchObject({ current: false });
  });

  it("applies to the draft's text for an entry that is new in the draft, and is nothing without either", () => {
    const added = drafted(null, 'name: Rivian\n');
    expect(savedAtOnce(undefined, added, versionOf(added.text!))).toEqual({ base: added.text, current: true });
    expect(savedAtOnce(undefined, undefined, 'x')).toBeUndefined();
    expect(savedAtOnce(undefined, drafted(versionOf(published), null), 'x')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { addressOf, indexCollections, searchEntries, type SearchHit } from '../../../admin/entry-search.ts';
import { editorConfig } from '../../../server/editor/editor-config.ts';
import { ContentStore } from '../../../server/editor/content-store.ts';

// The project's own content and forms, as the editor's page receives them.
const config = editorConfig();
const entries = new ContentStore(process.cwd()).list();
const index = indexCollections(config);
const search = (q: string) => searchEntries(q, entries, index)!;
/** "entry title: field, field" or "collection label (each): field" per hit, best first. */
const shown = (hits: SearchHit[]) =>
  hits.map((h) =>
    h.kind === 'entry'
      ? `${h.entry.title}${h.fields.length ? `: ${h.fields.map((f) => f.label).join(', ')}` : ''}`
      : `${h.collection.label} (each): ${h.fields.map((f) => f.label).join(', ')}`,
  );

describe("the editor's search", () => {
  it('finds nothing to search for in an empty query, and says nothing matches a word no entry or field has', () => {
    expect(searchEntries('  ', entries, index)).toBeUndefined();
    expect(search('zzzxq')).toEqual([]);
  });

  it('finds the shop details by "hours" and "phone", with the fields that matched', () => {
    expect(shown(search('hours'))[0]).toMatch(/^Shop details: .*Opening hours/);
    expect(shown(search('opening times'))[0]).toMatch(/^Shop details: .*Opening hours/);
    expect(shown(search('phone'))[0]).toMatch(/^Shop details: Phone number/);
    expect(shown(search('address'))[0]).toMatch(/^Shop details: .*The shop's address/);
  });

  it('finds prices on the service pages, coupons on the offers and logos in the list of makes', () => {
    expect(shown(search('price'))).toContainEqual(expect.stringMatching(/^Service pages \(each\): Prices/));
    expect(shown(search('coupon'))[0]).toMatch(/^Specials \(offers\) \(each\): Coupon code/);
    expect(shown(search('logo'))[0]).toMatch(/^List of makes: Make › Logo/);
    // An entry by its name, and a field of it: "oil change price".
    expect(shown(search('oil change price'))[0]).toMatch(/^Oil Change: Prices/);
  });

  it('finds a make and a town by name, in their pages and the lists that name them', () => {
    const honda = shown(search('honda'));
    expect(honda[0]).toBe('Honda');
    expect(honda).toContain('List of makes');
    const mason = shown(search('mason'));
    expect(mason[0]).toBe('Mason, OH');
    expect(mason).toContain('Service areas');
  });

  it('finds a page by its address, written as a path or as the full URL', () => {
    expect(addressOf('https://www.kesslerautotruck.com/cars/honda/')).toBe('/cars/honda');
    expect(addressOf('/Cars/Honda?x=1#top')).toBe('/cars/honda');
    expect(addressOf('honda')).toBeUndefined();
    expect(shown(search('https://www.kesslerautotruck.com/cars/honda'))).toEqual(['Honda']);
    expect(shown(search('/contact'))).toEqual(['Contact us']);
    expect(shown(search('https://www.kesslerautotruck.com/'))[0]).toBe('Home');
  });

  it('names entries as the owner knows them: never a cut headline, the shop details, towns without the shop name', () => {
    const title = (file: string) => entries.find((e) => e.file === file)?.title;
    expect(title('site.yaml')).toBe('Shop details');
    expect(title('pages/about.yaml')).toBe('About Us');
    expect(title('pages/advice.yaml')).toBe('Auto Advice');
    expect(title('cities/mason.yaml')).toBe('Mason, OH');
    expect(title('pages/thank-you.yaml')).toBe('Thank You');
    for (const e of entries) expect(e.title, e.file).not.toMatch(/\{\w+\}|\|/);
  });
});

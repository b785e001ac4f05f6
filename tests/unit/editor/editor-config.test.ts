import { describe, expect, it } from 'vitest';
import { collections } from '../../../schema/collections.ts';
import { editorConfig, widgets } from '../../../server/editor/editor-config.ts';
import { fieldLabel } from '../../../schema/field-label.ts';
import { says } from '../../../schema/field-words.ts';
import { labelPath } from '../../../schema/label-path.ts';

const config = editorConfig();
const byName = new Map(config.map((c) => [c.name, c]));
const widgetAt = (collection: string, path: string) =>
  byName.get(collection)!.fields.find((f) => f.path === path)?.widget;

describe('the editor configuration', () => {
  it('has one form per collection of the registry, in its order', () => {
    expect(config.map((c) => c.name)).toEqual(collections.map((c) => c.name));
  });

  it.each(config.map((c) => [c.name, c]))('gives every field of %s a widget the editor has', (_, c) => {
    expect(c.fields.length).toBeGreaterThan(0);
    const without = c.fields.filter((f) => !f.widget || !widgets.includes(f.widget)).map((f) => f.path);
    expect(without).toEqual([]);
  });

  it('fails a field the editor has no widget for', async () => {
    const { z } = await import('zod');
    const { collectionConfig } = await import('../../../server/editor/editor-config.ts');
    const odd = collectionConfig({
      name: 'odd',
      label: 'Odd',
      pattern: 'odd.yaml',
      single: true,
      description: 'odd',
      schema: z.object({ list: z.record(z.string(), z.string()) }).strict(),
    });
    expect(odd.fields.find((f) => f.path === 'list')?.widget).toBeUndefined();
  });

  it('picks the widget the owner needs', () => {
    expect(widgetAt('service', 'pricing.rows[].estimate')).toBe('text');
    expect(widgetAt('service', 'hero.primaryCta.href')).toBe('link');
    expect(widgetAt('service', 'hero.features[].icon')).toBe('icon');
    expect(widgetAt('service', 'summary')).toBe('textarea');
    expect(widgetAt('special', 'services[]')).toBe('service');
    expect(widgetAt('special', 'starts')).toBe('date');
    expect(widgetAt('special', 'offer.type')).toBe('select');
    expect(widgetAt('special', 'offer.value')).toBe('number');
    expect(widgetAt('special', 'image')).toBe('group');
    expect(widgetAt('special', 'image.src')).toBe('image');
    expect(widgetAt('special', 'image.alt')).toBe('text');
    expect(widgetAt('site', 'hours[].days')).toBe('checkboxes');
    expect(widgetAt('article', 'body')).toBe('markdown');
    expect(widgetAt('article', 'featured')).toBe('checkbox');
  });

  it('marks required and optional fields as the schema does', () => {
    const special = byName.get('special')!;
    expect(special.fields.find((f) => f.path === 'title')?.required).toBe(true);
    expect(special.fields.find((f) => f.path === 'code')?.required).toBe(false);
    // A special's picture is optional; once there, it has the words of what it shows.
    expect(special.fields.filter((f) => f.path.startsWith('image')).map((f) => [f.path, f.label, f.required])).toEqual([
      ['image', 'Picture on the card', false],
      ['image.src', 'Picture', true],
      ['image.alt', 'What the picture shows', true],
    ]);
    expect(special.schema.required).toContain('title');
  });

  it("labels, explains and picks widgets from the schemas' words, never from a field's name", async () => {
    const { z } = await import('zod');
    const { collectionConfig } = await import('../../../server/editor/editor-config.ts');
    const odd = collectionConfig({
      name: 'odd',
      label: 'Odd',
      pattern: 'odd.yaml',
      single: true,
      description: 'odd',
      schema: z
        .object({
          href: z.string(),
          description: z.string(),
          photo: says(z.string(), { label: 'Shop front', help: 'A photo of the shop', picture: true }),
        })
        .strict(),
    });
    const at = (path: string) => odd.fields.find((f) => f.path === path);
    // Named like a link and like running text, but the schema says neither: plain text, labelled as written.
    expect(at('href')).toMatchObject({ widget: 'text', label: 'href' });
    expect(at('description')).toMatchObject({ widget: 'text', label: 'description' });
    expect(at('photo')).toMatchObject({ widget: 'image', label: 'Shop front', help: 'A photo of the shop' });
    expect(odd.schema.properties?.photo).toMatchObject({ title: 'Shop front', description: 'A photo of the shop' });
  });

  it("shows the owner's words: labels, help, examples, choices in words, add buttons", () => {
    const site = byName.get('site')!;
    expect(site.fields.find((f) => f.path === 'phone')).toMatchObject({
      label: 'Phone number',
      example: '(513) 555-0142',
      help: expect.stringContaining('call button'),
    });
    const special = byName.get('special')!;
    expect(special.uiSchema.offer).toMatchObject({
      type: { 'ui:enumNames': ['Amount off', 'Percentage off', 'Set price'] },
    });
    const service = byName.get('service')!;
    expect(service.uiSchema.aliases).toMatchObject({ 'ui:options': { addLabel: 'Add an old address' } });
    expect(service.schema.properties?.hero?.title).toBe('Top of the page');
    expect(byName.get('service')!.tokens).toEqual(['service']);
    expect(byName.get('special')!.schema.properties?.starts).toMatchObject({ type: 'string', format: 'date' });
    for (const c of config)
      for (const f of c.fields) {
        expect(f.label, `${c.name} ${f.path}`).not.toMatch(/[a-z][A-Z]/);
        expect(f.label, `${c.name} ${f.path}`).not.toMatch(/^(hero|meta|alt|src|sources)$/i);
      }
  });

  it('names a field by the labels of the field and the groups that hold it', () => {
    expect(fieldLabel('make', ['commonServices', 1, 'estimatedCost'])).toBe('Common repairs 2 › Price range');
    expect(fieldLabel('service', ['hero', 'title'])).toBe('Top of the page › Headline at the top of the page');
    expect(fieldLabel('site', ['hours', 0, 'closes'])).toBe('Opening hours 1 › Closes at');
    expect(fieldLabel('site', ['misspelled'])).toBe('misspelled');
    // The browser's copy reads the same words from the editor's configuration.
    expect(labelPath(byName.get('make')!.fields, ['commonServices', 1, 'estimatedCost'])).toBe(
      'Common repairs 2 › Price range',
    );
  });
});

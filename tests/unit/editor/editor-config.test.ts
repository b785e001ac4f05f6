import { describe, expect, it } from 'vitest';
import { collections } from '../../../schema/collections.ts';
import { editorConfig, widgets } from '../../../server/editor/editor-config.ts';
import { fieldLabel, labelOf } from '../../../server/editor/field-errors.ts';

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
    expect(widgetAt('site', 'hours[].days')).toBe('checkboxes');
    expect(widgetAt('article', 'body')).toBe('markdown');
    expect(widgetAt('article', 'featured')).toBe('checkbox');
  });

  it('marks required and optional fields as the schema does', () => {
    const special = byName.get('special')!;
    expect(special.fields.find((f) => f.path === 'title')?.required).toBe(true);
    expect(special.fields.find((f) => f.path === 'code')?.required).toBe(false);
    expect(special.schema.required).toContain('title');
  });

  it('labels fields from their names and says which {tokens} a collection adds', () => {
    expect(labelOf('highlightedTitle')).toBe('Highlighted title');
    expect(labelOf('faq')).toBe('FAQ');
    expect(fieldLabel(['commonServices', 1, 'description'])).toBe('Common services 2 › Description');
    expect(byName.get('service')!.tokens).toEqual(['service']);
    expect(byName.get('special')!.schema.properties?.starts).toMatchObject({ type: 'string', format: 'date' });
  });
});

/**
 * The editor's forms, generated from the collection registry (schema/collections.ts) and each collection's zod
 * schema: the JSON Schema the form is drawn from, the uiSchema that picks each field's widget, and the list of
 * every field with its widget (which the tests check: a field without a widget fails them). There is no second
 * list of fields anywhere.
 */
import { z } from 'zod';
import { collections, type Collection } from '../../schema/collections.ts';
import { IconName } from '../../schema/primitives.ts';
import { labelOf } from './field-errors.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  title?: string;
  description?: string;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  uniqueItems?: boolean;
  [key: string]: unknown;
};

/** The widgets the editor has. Each one is drawn by admin/widgets.tsx. */
export const widgets = [
  'text',
  'textarea',
  'number',
  'checkbox',
  'select',
  'checkboxes',
  'icon',
  'link',
  'service',
  'date',
  'image',
  'list',
  'group',
  'markdown',
] as const;
type Widget = (typeof widgets)[number];

interface EditorField {
  /** "pricing.rows[].estimate": [] stands for every item of a list. */
  path: string;
  label: string;
  widget: Widget | undefined;
  required: boolean;
}

export interface CollectionConfig {
  name: string;
  label: string;
  description: string;
  /** One file (a page) or a folder of entries. */
  single: boolean;
  /** The file (single) or the folder and extension (entries) under content/. */
  pattern: string;
  /** Markdown entries have a body besides their fields. */
  markdown: boolean;
  /** {tokens} its text may use besides the site-wide ones. */
  tokens: string[];
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
  fields: EditorField[];
}

/** Words of running text, shown in a box that grows, not a one-line input. */
const LONG_TEXT = new Set([
  'description',
  'summary',
  'content',
  'intro',
  'answer',
  'finePrint',
  'text',
  'excerpt',
  'message',
  'subtitle',
  'paragraphs',
  'quote',
  'bio',
  'story',
]);

const ICONS = JSON.stringify([...IconName.options].sort());

/** A calendar day (`2026-12-31`, schema/primitives.ts CalendarDay): in the form it is a date. */
function isDay(s: JsonSchema): boolean {
  return s.type === 'string' && s.format === 'date';
}

interface Walk {
  collection: string;
  key: string;
  path: string;
  parent?: JsonSchema;
  inList: string | undefined;
}

/** The widget a field is edited with, or undefined when the editor has none for it. */
function widgetOf(s: JsonSchema, at: Walk): Widget | undefined {
  if (isDay(s)) return 'date';
  if (s.type === 'object' && s.properties && s.additionalProperties === false) return 'group';
  if (s.type === 'array' && s.items) {
    if (s.items.type === 'string' && Array.isArray(s.items.enum)) return 'checkboxes';
    return 'list';
  }
  if (s.type === 'boolean') return 'checkbox';
  if (s.type === 'number' || s.type === 'integer') return 'number';
  if (s.type === 'string') {
    if (Array.isArray(s.enum)) return JSON.stringify([...s.enum].sort()) === ICONS ? 'icon' : 'select';
    if (at.key === 'href') return 'link';
    if (at.collection === 'special' && at.inList === 'services') return 'service';
    if (at.key === 'src' && at.parent?.properties?.alt) return 'image';
    if (LONG_TEXT.has(at.key) || (at.inList && LONG_TEXT.has(at.inList))) return 'textarea';
    return 'text';
  }
  return undefined;
}

/** Walks a collection's JSON Schema: the cleaned schema for the form, its uiSchema, and every field. */
function walk(
  s: JsonSchema,
  at: Walk,
  required: boolean,
  fields: EditorField[],
): { schema: JsonSchema; ui: Record<string, unknown> } {
  const widget = widgetOf(s, at);
  const label = at.inList ? labelOf(at.inList).replace(/s$/, '') : labelOf(at.key);
  if (at.path) fields.push({ path: at.path, label, widget, required });
  const ui: Record<string, unknown> = {};
  const base: JsonSchema = { title: label, ...(s.description ? { description: s.description } : {}) };
  if (widget === 'date') return { schema: { ...base, type: 'string', format: 'date' }, ui: { 'ui:widget': 'date' } };
  if (widget === 'group' && s.properties) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, child] of Object.entries(s.properties)) {
      const path = at.path ? `${at.path}.${key}` : key;
      const r = walk(
        child,
        { collection: at.collection, key, path, parent: s, inList: undefined },
        !!s.required?.includes(key),
        fields,
      );
      properties[key] = r.schema;
      ui[key] = r.ui;
    }
    return { schema: { ...s, ...base, properties }, ui: { ...ui, 'ui:widget': undefined } };
  }
  if ((widget === 'list' || widget === 'checkboxes') && s.items) {
    const r = walk(
      s.items,
      { collection: at.collection, key: at.key, path: `${at.path}[]`, parent: s, inList: at.key },
      true,
      fields,
    );
    if (widget === 'checkboxes')
      return { schema: { ...s, ...base, uniqueItems: true, items: r.schema }, ui: { 'ui:widget': 'checkboxes' } };
    return { schema: { ...s, ...base, items: r.schema }, ui: { items: r.ui, 'ui:options': { orderable: true } } };
  }
  if (widget) return { schema: { ...s, ...base }, ui: { 'ui:widget': widget } };
  return { schema: s, ui };
}

/** The editor configuration of one collection. */
export function collectionConfig(c: Collection): CollectionConfig {
  const json = z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  const fields: EditorField[] = [];
  const { schema, ui } = walk(json, { collection: c.name, key: '', path: '', inList: undefined }, true, fields);
  const markdown = c.pattern.endsWith('.md');
  if (markdown) fields.push({ path: 'body', label: 'Article text', widget: 'markdown', required: true });
  return {
    name: c.name,
    label: c.label,
    description: c.description,
    single: c.single,
    pattern: c.pattern,
    markdown,
    tokens: [...(c.tokens ?? [])],
    schema: { ...schema, title: c.description },
    uiSchema: ui,
    fields,
  };
}

/** Every collection of the registry, in its order. */
export function editorConfig(): CollectionConfig[] {
  return (collections as readonly Collection[]).map(collectionConfig);
}

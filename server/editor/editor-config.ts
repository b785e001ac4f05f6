/**
 * The editor's forms, generated from the collection registry (schema/collections.ts) and each collection's zod
 * schema: the JSON Schema the form is drawn from, the uiSchema that picks each field's widget, and the list of
 * every field with its words and widget (which the tests check: a field without a widget fails them). Labels,
 * help, examples and what a field is (a link, a picture, running text) are read from the schemas' metadata
 * (schema/field-words.ts); nothing here is chosen by a field's name, and there is no second list of fields.
 */
import { z } from 'zod';
import { collections, type Collection } from '../../schema/collections.ts';
import { IconName } from '../../schema/primitives.ts';
import { fieldsOf, type FieldInfo } from '../../schema/field-words.ts';

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
  /** What the field is for, in the owner's words. */
  help?: string;
  /** A value as the owner would write it, in words. */
  example?: string;
  /** Other words the owner may look for it by. */
  keywords?: readonly string[];
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

const ICONS = JSON.stringify([...IconName.options].sort());

/** A calendar day (`2026-12-31`, schema/primitives.ts CalendarDay): in the form it is a date. */
function isDay(s: JsonSchema): boolean {
  return s.type === 'string' && s.format === 'date';
}

interface Walk {
  key: string;
  path: string;
  /** Every field of the collection with its words, by path. */
  info: Map<string, FieldInfo>;
}

/** "Add an old address": the add button of a list, named by what one item is. */
function addLabel(item: string | undefined): string {
  if (!item) return 'Add one';
  const lower = /^[A-Z][a-z]/.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item;
  return `Add ${/^[aeiou]/i.test(item) ? 'an' : 'a'} ${lower}`;
}

/** An example as the help shows it: "Oil Change", "oil-change, brake-service". */
function exampleText(examples: readonly unknown[]): string | undefined {
  const first = examples[0];
  if (first === undefined || (typeof first === 'object' && !Array.isArray(first))) return undefined;
  return Array.isArray(first) ? first.map(String).join(', ') : String(first);
}

/** The widget a field is edited with, or undefined when the editor has none for it. */
function widgetOf(s: JsonSchema, at: Walk): Widget | undefined {
  const info = at.info.get(at.path);
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
    if (info?.link) return 'link';
    if (info?.servicePage) return 'service';
    if (info?.picture) return 'image';
    if (info?.long) return 'textarea';
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
  const info = at.info.get(at.path);
  const label = info?.label ?? at.key;
  const example = info && exampleText(info.examples);
  if (at.path)
    fields.push({
      path: at.path,
      label,
      ...(info?.help && { help: info.help }),
      ...(example && { example }),
      ...(info?.keywords && { keywords: info.keywords }),
      widget,
      required,
    });
  const ui: Record<string, unknown> = {};
  const base: JsonSchema = { title: label, ...(info?.help ? { description: info.help } : {}) };
  if (info?.choices) ui['ui:enumNames'] = (s.enum ?? []).map((v) => info.choices?.[String(v)] ?? String(v));
  if (widget === 'date') return { schema: { ...base, type: 'string', format: 'date' }, ui: { 'ui:widget': 'date' } };
  if (widget === 'group' && s.properties) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, child] of Object.entries(s.properties)) {
      const path = at.path ? `${at.path}.${key}` : key;
      const r = walk(child, { key, path, info: at.info }, !!s.required?.includes(key), fields);
      properties[key] = r.schema;
      ui[key] = r.ui;
    }
    return { schema: { ...s, ...base, properties }, ui: { ...ui, 'ui:widget': undefined } };
  }
  if ((widget === 'list' || widget === 'checkboxes') && s.items) {
    const itemPath = `${at.path}[]`;
    const r = walk(s.items, { key: at.key, path: itemPath, info: at.info }, true, fields);
    if (widget === 'checkboxes')
      return {
        schema: { ...s, ...base, uniqueItems: true, items: r.schema },
        ui: { ...(r.ui['ui:enumNames'] ? { 'ui:enumNames': r.ui['ui:enumNames'] } : {}), 'ui:widget': 'checkboxes' },
      };
    return {
      schema: { ...s, ...base, items: r.schema },
      ui: { items: r.ui, 'ui:options': { orderable: true, addLabel: addLabel(at.info.get(itemPath)?.label) } },
    };
  }
  if (widget) return { schema: { ...s, ...base }, ui: { ...ui, 'ui:widget': widget } };
  return { schema: s, ui };
}

/** The editor configuration of one collection. */
export function collectionConfig(c: Collection): CollectionConfig {
  const json = z.toJSONSchema(c.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  const fields: EditorField[] = [];
  const info = new Map(fieldsOf(c.schema).map((f) => [f.path, f]));
  const { schema, ui } = walk(json, { key: '', path: '', info }, true, fields);
  const markdown = c.pattern.endsWith('.md');
  if (markdown)
    fields.push({
      path: 'body',
      label: 'Article text',
      help: 'The article itself, below its title: headings start with ##, a blank line starts a new paragraph',
      keywords: ['content', 'words', 'body'],
      widget: 'markdown',
      required: true,
    });
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

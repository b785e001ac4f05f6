/**
 * Every field's words for the shop's owner, kept on the field's schema: its label, its help and an example (zod's
 * metadata, `.meta({ title, description, examples })`, which `z.toJSONSchema` writes into the JSON Schemas code
 * editors read), and what else the editor and the checks need to know about it (a registry of its own, so none of
 * it is kept in a list by field name). `fieldsOf` lists a schema's fields with their words, read from the schemas.
 */
import { z } from 'zod';

/** What the editor and the checks know about a field besides its words. */
export interface FieldExtras {
  /** Drawn as a box that grows (running text), not a one-line input. */
  long?: true;
  /** A link: the editor offers the site's pages, their sections and the link keywords. */
  link?: true;
  /** A service page, by its address name: the editor offers the service pages. */
  servicePage?: true;
  /** A picture's address: the editor takes an upload. */
  picture?: true;
  /** Other words the owner may search the field by ("opening times" for the hours). */
  keywords?: readonly string[];
  /** Each value in words, for a choice among fixed values ("amount-off" is "Amount off"). */
  choices?: Readonly<Record<string, string>>;
  /**
   * Words each page says for itself (its headline, its description in search results): the copied-text check warns
   * when two entries say the same.
   */
  ownWords?: true;
  /** The value names the entry or one of the things it lists (a make, a town): the editor finds the entry by it. */
  names?: true;
}

const fieldExtras = z.registry<FieldExtras>();

/** The words of a field, as the owner reads them. */
export interface FieldWords extends FieldExtras {
  /** What the field is, in the owner's words: "Headline at the top of the page". */
  label: string;
  /** What it is for, where it shows, what happens when it is left empty. */
  help: string;
  /** A value as the owner would write it. */
  example?: string | number | boolean | readonly unknown[];
}

/** The schema with the owner's words (and what the editor needs to know) attached. */
export function says<S extends z.ZodType>(schema: S, words: FieldWords): S {
  const { label, help, example, ...extras } = words;
  const described = schema.meta({
    title: label,
    description: help,
    ...(example === undefined ? {} : { examples: [example] }),
  }) as S;
  if (Object.keys(extras).length) fieldExtras.add(described, extras);
  return described;
}

/** A list's items: what one item is called ("Old address"), for "Add an old address". */
export function item<S extends z.ZodType>(schema: S, label: string, extras: FieldExtras = {}): S {
  const described = schema.meta({ title: label }) as S;
  if (Object.keys(extras).length) fieldExtras.add(described, extras);
  return described;
}

/** One field of a schema: "pricing.rows[].estimate" ([] stands for every item of a list). */
export interface FieldInfo extends FieldExtras {
  path: string;
  /** The field's keys, with "[]" for a list's items. */
  keys: string[];
  label: string | undefined;
  help: string | undefined;
  examples: readonly unknown[];
  /** A list's item (it has a label of its own, for "Add a …"), not a named field. */
  isItem: boolean;
  /** The values a choice among fixed values allows. */
  options?: readonly string[];
  /** A value of its own (text, a number, a choice), not a group of fields or a list. */
  leaf: boolean;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The wrappers a field's schema is made of, outermost first, down to the value's own schema. */
function layers(s: z.ZodType): z.ZodType[] {
  const out = [s];
  for (;;) {
    const def = defOf(out.at(-1)!);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return out;
    out.push(inner);
  }
}

/** The words and extras of a field: the innermost wrapper's first, each outer one's over them. */
function wordsOf(schemas: readonly z.ZodType[]) {
  let meta: Record<string, unknown> = {};
  let extras: FieldExtras = {};
  for (const s of [...schemas].reverse()) {
    meta = { ...meta, ...(z.globalRegistry.get(s) ?? {}) };
    extras = { ...extras, ...(fieldExtras.get(s) ?? {}) };
  }
  return { meta, extras };
}

/** Every field of a schema, depth first, each with its words. */
export function fieldsOf(schema: z.ZodType): FieldInfo[] {
  const out: FieldInfo[] = [];
  const visit = (s: z.ZodType, keys: string[], isItem: boolean) => {
    const all = layers(s);
    const value = all.at(-1)!;
    if (keys.length) {
      const { meta, extras } = wordsOf(all);
      out.push({
        ...extras,
        path: keys.join('.').replaceAll('.[]', '[]'),
        keys,
        label: typeof meta.title === 'string' ? meta.title : undefined,
        help: typeof meta.description === 'string' ? meta.description : undefined,
        examples: Array.isArray(meta.examples) ? meta.examples : [],
        isItem,
        leaf: !['object', 'array'].includes(defOf(value).type),
        ...(defOf(value).type === 'enum' && { options: Object.values(defOf(value).entries ?? {}) }),
      });
    }
    const def = defOf(value);
    if (def.type === 'object' && def.shape)
      for (const [key, child] of Object.entries(def.shape)) visit(child, [...keys, key], false);
    if (def.type === 'array' && def.element) visit(def.element, [...keys, '[]'], true);
  };
  visit(schema, [], false);
  return out;
}

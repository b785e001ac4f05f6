/** A field of a collection as the owner reads it, for messages that name a field (the checks, the editor's server). */
import { collections, type Collection } from './collections.ts';
import { fieldsOf, type FieldInfo } from './field-words.ts';
import { labelPath } from './label-path.ts';

const fieldsByCollection = new Map<string, FieldInfo[]>();

/** The fields of a collection with their words (read from its schema once). */
export function collectionFields(collection: string): FieldInfo[] {
  let fields = fieldsByCollection.get(collection);
  if (!fields) {
    const c = (collections as readonly Collection[]).find((x) => x.name === collection);
    fields = c ? fieldsOf(c.schema) : [];
    fieldsByCollection.set(collection, fields);
  }
  return fields;
}

/**
 * "Prices › Price lines 2 › Our price" for ["pricing", "rows", 1, "estimate"] of a service page: the labels the
 * schema gives the field and the groups that hold it.
 */
export function fieldLabel(collection: string, path: readonly (string | number)[]): string {
  return labelPath(collectionFields(collection), path);
}

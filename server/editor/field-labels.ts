/**
 * The words the owner reads for a field of a collection: the label its schema gives it (schema/field-words.ts), the
 * same the editor's form shows. History's descriptions read every label through `fieldLabelOf`.
 */
import { collectionFields } from '../../schema/field-label.ts';

/** A key's own words, for a key the schema does not know (a file edited by hand): "estimatedCost" -> "Estimated cost". */
const keyWords = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The label of the field at `path` ("commonServices[].estimatedCost": `[]` for any item of a list) in a
 * collection; the key's own words when the schema has no such field.
 */
export function fieldLabelOf(collection: string, path: string): string {
  const field = collectionFields(collection).find((f) => f.path === path && !f.isItem);
  return (
    field?.label ??
    keyWords(
      path
        .replace(/\[\]$/, '')
        .split(/[.[\]]+/)
        .pop() ?? path,
    )
  );
}

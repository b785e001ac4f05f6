/**
 * The words the owner reads for a field of a collection, the same the editor's form shows
 * ("commonServices" -> "Common services"). History's descriptions read every label through `fieldLabelOf`, so
 * where labels come from (today the form's configuration, generated from the schemas) is decided here only.
 */
import { collections, type Collection } from '../../schema/collections.ts';
import { collectionConfig } from './editor-config.ts';
import { labelOf } from './field-errors.ts';

const labels = new Map<string, ReadonlyMap<string, string>>();

function labelsOf(collection: string): ReadonlyMap<string, string> {
  let known = labels.get(collection);
  if (!known) {
    const c = (collections as readonly Collection[]).find((x) => x.name === collection);
    known = new Map(c ? collectionConfig(c).fields.map((f) => [f.path, f.label]) : []);
    labels.set(collection, known);
  }
  return known;
}

/**
 * The label of the field at `path` ("commonServices[].estimatedCost": `[]` for any item of a list) in a
 * collection; the key's own words when the form has no label for it.
 */
export function fieldLabelOf(collection: string, path: string): string {
  return (
    labelsOf(collection).get(path) ??
    labelOf(
      path
        .replace(/\[\]$/, '')
        .split(/[.[\]]+/)
        .pop() ?? path,
    )
  );
}

/** A field's path in the owner's words; no imports, so the editor's browser code can use it without zod. */
/**
 * A field as the owner reads it, from a list of fields with their labels (`fieldsOf`, or the editor's): the labels
 * of the field and the groups that hold it, a list's item by its number ("Common repairs 2 › Price range"). A key
 * the schema does not have is shown as written.
 */
export function labelPath(
  fields: readonly { path: string; label?: string | undefined }[],
  path: readonly (string | number)[],
): string {
  const labels = new Map(fields.map((f) => [f.path, f.label]));
  const parts: string[] = [];
  let at = '';
  for (const key of path) {
    if (typeof key === 'number') {
      at += '[]';
      if (parts.length) parts[parts.length - 1] += ` ${key + 1}`;
      else parts.push(String(key + 1));
      continue;
    }
    at = at ? `${at}.${key}` : key;
    parts.push(labels.get(at) ?? key);
  }
  return parts.join(' › ');
}

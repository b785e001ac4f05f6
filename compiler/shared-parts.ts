/**
 * `value` with each of its parts that equals the same part of `base` (deeply: the same keys in the same order, the
 * same items, the same strings, numbers and booleans) replaced by `base`'s own. A file's record keeps both its data as
 * read and its entry as its schema gives it back, mostly the same: made of shared parts, they are stored once
 * (node:v8's serializer writes an object it has written already as a reference) and read back once.
 */
export function sharedWith<T>(value: T, base: unknown): T {
  if (value === base || !isContainer(value) || !isContainer(base)) return value;
  if (Array.isArray(value) !== Array.isArray(base)) return value;
  const keys = Object.keys(value);
  const baseKeys = Object.keys(base);
  const out: Record<string, unknown> = Array.isArray(value) ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === baseKeys.length;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const part = sharedWith((value as Record<string, unknown>)[key], (base as Record<string, unknown>)[key]);
    if (part !== (base as Record<string, unknown>)[key] || baseKeys[i] !== key) same = false;
    // A key named __proto__ (content is data, whatever its keys) stays an own property.
    Object.defineProperty(out, key, { value: part, enumerable: true, writable: true, configurable: true });
  }
  return (same ? base : out) as T;
}

/** A plain object or a list (a date, or an object of another kind, is left as it is). */
const isContainer = (v: unknown): v is object =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);

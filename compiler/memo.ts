/**
 * What a compile keeps for the next one (compiler/incremental.ts): each value is made again only when one of its
 * inputs is another (`===`: a file's parsed data is the same object for as long as the file is unchanged, so
 * whatever was made from it is kept too). Without a memo (`compile()`), everything is made.
 */
export interface Memo {
  /** The value made last time under `key`, when `inputs` are those it was made from; else `make()`'s. */
  get<T>(key: string, inputs: readonly unknown[], make: () => T): T;
}

/** Makes everything, keeps nothing. */
export const noMemo: Memo = { get: (_key, _inputs, make) => make() };

/** A memo that forgets, at each `sweep()`, the values the compile since the last sweep did not ask for. */
export class KeptValues implements Memo {
  private values = new Map<string, { inputs: readonly unknown[]; value: unknown }>();
  private asked = new Set<string>();

  get<T>(key: string, inputs: readonly unknown[], make: () => T): T {
    this.asked.add(key);
    const kept = this.values.get(key);
    if (kept && kept.inputs.length === inputs.length && kept.inputs.every((v, i) => v === inputs[i]))
      return kept.value as T;
    const value = make();
    this.values.set(key, { inputs, value });
    return value;
  }

  /** Drops what was not asked for since the last sweep (the values of removed files, of pages that are gone). */
  sweep(): void {
    for (const key of this.values.keys()) if (!this.asked.has(key)) this.values.delete(key);
    this.asked.clear();
  }

  get size(): number {
    return this.values.size;
  }
}

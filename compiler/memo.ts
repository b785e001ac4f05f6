/**
 * What a compile keeps for the next one (compiler/incremental.ts): each value is made again only when one of its
 * inputs is another (`===`: a file's parsed data is the same object for as long as the file is unchanged, so
 * whatever was made from it is kept too). Without a memo (`compile()`), everything is made.
 */
export interface Memo {
  /**
   * The value made last time under `key`, when `inputs` are those it was made from; else `make()`'s, given the value
   * kept under `key` before (a value over a whole collection takes again what it made for each unchanged entry).
   */
  get<T>(key: string, inputs: readonly unknown[], make: (before: T | undefined) => T): T;
}

/**
 * One object that stands for `value` for as long as it is equal: a long key (every page's address) is compared once
 * a compile here, and each value made from it takes the object as its input, compared by identity.
 */
export function sameAs(memo: Memo, key: string, value: string): object {
  return memo.get(`same-as:${key}`, [value], () => ({}));
}

/** Makes everything, keeps nothing. */
export const noMemo: Memo = { get: (_key, _inputs, make) => make(undefined) };

/** A memo that forgets, at each `sweep()`, the values the compile since the last sweep did not ask for. */
export class KeptValues implements Memo {
  private values = new Map<string, { inputs: readonly unknown[]; value: unknown; asked: number }>();
  /** How many sweeps there were: a value asked for since the last one is marked with it. */
  private sweeps = 0;

  get<T>(key: string, inputs: readonly unknown[], make: (before: T | undefined) => T): T {
    const kept = this.values.get(key);
    if (kept && kept.inputs.length === inputs.length && kept.inputs.every((v, i) => v === inputs[i])) {
      kept.asked = this.sweeps;
      return kept.value as T;
    }
    const value = make(kept?.value as T | undefined);
    this.values.set(key, { inputs, value, asked: this.sweeps });
    return value;
  }

  /** Drops what was not asked for since the last sweep (the values of removed files, of pages that are gone). */
  sweep(): void {
    for (const [key, kept] of this.values) if (kept.asked !== this.sweeps) this.values.delete(key);
    this.sweeps++;
  }

  get size(): number {
    return this.values.size;
  }
}

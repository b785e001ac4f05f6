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

/** Whether a value's inputs are those it was made from: the same values, each the same (`===`). */
const sameInputs = (kept: readonly unknown[], inputs: readonly unknown[]) =>
  kept.length === inputs.length && kept.every((v, i) => v === inputs[i]);

/** What `eachKept` keeps of a list: each item's value with the inputs it was made from, by the item's name. */
type KeptEach<T> = Map<string, { inputs: readonly unknown[]; value: T }>;

/**
 * `make(item)` for each item of a list, kept as one value under `key`: each item's is made again only when one of its
 * inputs (`inputsOf`, compared by identity) is another, and when none is, the list's is taken as it is. A warm compile
 * at 10,000 files then makes one lookup per check instead of one per file.
 */
export function eachKept<I, T>(
  memo: Memo,
  key: string,
  items: Iterable<I>,
  nameOf: (item: I) => string,
  inputsOf: (item: I) => readonly unknown[],
  make: (item: I) => T,
): T[] {
  // Nothing is kept (a build's compile): each item's value is made, without noting what from.
  if (memo === noMemo) return Array.from(items, make);
  const list: { item: I; inputs: readonly unknown[] }[] = [];
  const all: unknown[] = [];
  for (const item of items) {
    const inputs = inputsOf(item);
    list.push({ item, inputs });
    all.push(nameOf(item), inputs.length, ...inputs);
  }
  const made = memo.get(`each:${key}`, all, (before?: { values: T[]; each: KeptEach<T> }) => {
    const each: KeptEach<T> = new Map();
    const values = list.map(({ item, inputs }) => {
      const name = nameOf(item);
      const kept = before?.each.get(name);
      const value = kept && sameInputs(kept.inputs, inputs) ? kept.value : make(item);
      each.set(name, { inputs, value });
      return value;
    });
    return { values, each };
  });
  return made.values;
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
    if (kept && sameInputs(kept.inputs, inputs)) {
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

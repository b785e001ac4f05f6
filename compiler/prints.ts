/**
 * What a value is made from, as one short text (its "print"), for a build that keeps what it made for the next one
 * (compiler/kept-pages.ts): a value read from a content file is printed by the file's name and the hash of its
 * bytes, a value made of others by the prints of those. Two builds that give a value the same print made it from
 * the same inputs, by the same compiler (the store is dropped when the compiler changes).
 */
export class Prints {
  private readonly of_ = new WeakMap<object, string>();
  /** Long texts (every page's shared data) by their hash, made once. */
  private readonly longTexts = new Map<string, string>();

  constructor(
    /** A hash of a text. */
    private readonly hash: (text: string) => string,
  ) {}

  /**
   * Notes what `value` is made from: the parts of its print (strings, numbers, or values printed before). A value
   * made of a part without a print has none (not one it had before).
   */
  set(value: object, parts: readonly unknown[]): void {
    const print = this.of(parts);
    if (print === undefined) this.of_.delete(value);
    else this.of_.set(value, print);
  }

  /**
   * The print of values made from `parts`: undefined when one of them is an object or a function with no print
   * (then what is made of it cannot be kept).
   */
  of(parts: readonly unknown[]): string | undefined {
    const texts: string[] = [];
    for (const part of parts) {
      if (part === undefined || part === null || typeof part === 'number' || typeof part === 'boolean')
        texts.push(`${typeof part}:${String(part)}`);
      else if (typeof part === 'string') texts.push(`string:${part.length > 64 ? this.long(part) : part}`);
      else if (typeof part === 'object' || typeof part === 'function') {
        const print = this.of_.get(part);
        if (print === undefined) return undefined;
        texts.push(`print:${print}`);
      } else return undefined;
    }
    return this.hash(texts.join('\0'));
  }

  private long(text: string): string {
    let hash = this.longTexts.get(text);
    if (hash === undefined) this.longTexts.set(text, (hash = `#${this.hash(text)}`));
    return hash;
  }
}

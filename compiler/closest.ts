/** Edit distance between two strings (Levenshtein). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** The candidates nearest to `word`, best first, within a sensible distance. */
export function closest(word: string, candidates: Iterable<string>, limit = 1): string[] {
  const max = Math.max(3, Math.floor(word.length / 3));
  return [...candidates]
    .map((c) => [c, distance(word, c)] as const)
    .filter(([, d]) => d <= max)
    .sort((a, b) => a[1] - b[1])
    .slice(0, limit)
    .map(([c]) => c);
}

/** The runs of lines that differ between two texts' lines: `before[beforeStart, beforeEnd)` became `after[afterStart, afterEnd)`. */
export interface Hunk {
  beforeStart: number;
  beforeEnd: number;
  afterStart: number;
  afterEnd: number;
}

/**
 * A line diff: the common start and end are cut off first (an editor's change touches a few lines of a file),
 * then the longest common subsequence of what remains gives the hunks.
 */
export function changedLines(before: readonly string[], after: readonly string[]): Hunk[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  const b = before.slice(start, endB);
  const a = after.slice(start, endA);
  // lcs[i][j]: length of the longest common subsequence of b[i..] and a[j..].
  const lcs = Array.from({ length: b.length + 1 }, () => new Uint32Array(a.length + 1));
  for (let i = b.length - 1; i >= 0; i--)
    for (let j = a.length - 1; j >= 0; j--)
      lcs[i]![j] = b[i] === a[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let open: Hunk | undefined;
  const close = () => {
    if (open) hunks.push(open);
    open = undefined;
  };
  while (i < b.length || j < a.length) {
    if (i < b.length && j < a.length && b[i] === a[j]) {
      close();
      i++;
      j++;
      continue;
    }
    open ??= { beforeStart: start + i, beforeEnd: start + i, afterStart: start + j, afterEnd: start + j };
    if (j < a.length && (i >= b.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) open.afterEnd = start + ++j;
    else open.beforeEnd = start + ++i;
  }
  close();
  return hunks;
}

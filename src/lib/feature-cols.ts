/** How many columns a grid of n cards should use on wide screens so the rows come out even. */
export function featureCols(n: number): 2 | 3 | 4 {
  if (n % 4 === 0) return 4;
  if (n % 3 === 0) return 3;
  return n <= 2 ? 2 : 3;
}

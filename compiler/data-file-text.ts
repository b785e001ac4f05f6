/**
 * The text of a page's data file in the generated folder (compiler/emit.ts writes it, the page fetches it to start):
 * its head and data as JSON, on one line. The page budget measures the same text (compiler/compile.ts).
 */
export const dataFileText = (page: { head: unknown; data: unknown }): string =>
  `${JSON.stringify({ head: page.head, data: page.data })}\n`;

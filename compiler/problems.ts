/** Where a problem is: a content file (relative to the project) and a 1-based line and column. */
export interface Location {
  file: string;
  line: number;
  column: number;
}

export type Severity = 'error' | 'warning';

/** One thing wrong with the content, in the owner's words. */
export interface Problem {
  code: ProblemCode;
  severity: Severity;
  location: Location;
  /** The field inside the file, e.g. "hero.features[2].title" ("" for the whole file). */
  field: string;
  message: string;
}

/**
 * The catalogue of named problems: a stable code and what it means for the owner.
 * Codes never change meaning; new kinds of problem get new codes.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the codes' meanings are written here for people; code uses only the codes
const problemCatalogue = {
  'yaml-syntax': 'The file is not valid YAML: a line out of line with the lines it belongs with, a colon, a quote.',
  'list-items': 'List items are not lined up, so YAML reads several of them as one item.',
  'front-matter': 'The article front matter (between the two --- lines) is missing or not valid YAML.',
  schema: 'A field is missing, misspelled or has the wrong kind of value.',
  'missing-file': 'A file the site needs does not exist.',
  'unknown-file':
    'No part of the site reads this file: a page whose kind is not registered (schema/page-kinds.ts), or a file in the wrong folder.',
  'unknown-token': 'Only known {tokens} can be used in text.',
  'broken-link': 'The link points to a page that does not exist.',
  'broken-anchor': 'The link points to a section (#name) that the page does not have.',
  'missing-picture':
    'A picture (or video) the content shows is not in content/static: upload it or correct the address.',
  'damaged-picture':
    'A picture the content shows cannot be read (its size is not in its file): upload it again, or another copy.',
  'phone-number': 'Phone numbers are written once, in content/site.yaml; elsewhere write {phone} or use href: call.',
  'tel-link': 'A tel: link must dial the shop phone from content/site.yaml; better: href: call.',
  'duplicate-slug': 'Two things claim the same address.',
  'duplicate-name': 'Two things of one kind (towns, makes, services, offers, articles) have the same name.',
  'missing-reference': 'Something refers to an item that does not exist.',
  'reuse-cycle': 'Service pages reuse each other in a circle.',
  'price-range': 'The low end of a price range must not be above the high end.',
  'mileage-order': 'Maintenance mileages must increase from one entry to the next.',
  hours: 'Opening hours overlap or are not well formed.',
  'not-text': 'The file is not plain text (UTF-8): it may be a picture or other data saved under a content name.',
  'file-size': 'The file is far larger than any content file should be.',
  'yaml-aliases': 'YAML aliases (*name) repeat more values than a content file may hold.',
  'unsafe-url': 'A link or picture address may only be a page of the site, https://, http://, mailto: or tel:.',
  'page-size': 'A page would be larger than the page budget allows.',
  'offer-dates': 'An offer must start on or before the day it ends.',
  'offer-expired': 'The offer has ended and is left out of the site: remove its file or give it new dates.',
  'offer-upcoming': 'The offer starts later and is left out of the site until its start date.',
  'offer-ending': 'The offer ends within a week: extend it or plan the next one.',
  'offer-long': 'The offer would run for more than a year: a year typed wrong, most likely.',
  'copied-text':
    "A page says word for word what another page says where it should say its own (a copied page's headline).",
  'thin-page': 'A town page needs an introduction written for that town; a few lines are not enough.',
  'near-duplicate': 'Two town pages say nearly the same thing: write each for its own town.',
} as const;
export type ProblemCode = keyof typeof problemCatalogue;

export function problem(
  code: ProblemCode,
  location: Location,
  field: string,
  message: string,
  severity: Severity = 'error',
): Problem {
  return { code, severity, location, field, message };
}

function byPosition(a: Problem, b: Problem): number {
  return a.location.line - b.location.line || a.location.column - b.location.column;
}

/** The report an owner reads: grouped by file, each line `file:line:col  field  message`. */
export function formatReport(problems: readonly Problem[]): string {
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) byFile.set(p.location.file, [...(byFile.get(p.location.file) ?? []), p]);
  const out: string[] = [];
  for (const file of [...byFile.keys()].sort()) {
    out.push(file);
    for (const p of byFile.get(file)!.sort(byPosition)) {
      const where = `${p.location.file}:${p.location.line}:${p.location.column}`;
      const tag = p.severity === 'warning' ? 'warning: ' : '';
      out.push(`  ${where}  ${p.field || '(file)'}  ${tag}${p.message} [${p.code}]`);
    }
    out.push('');
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  out.push(
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}.`,
  );
  return out.join('\n');
}

/** GitHub Actions workflow commands, so each problem shows on its line of a pull request. */
export function formatAnnotations(problems: readonly Problem[]): string {
  const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return problems
    .map((p) => {
      const { file, line, column } = p.location;
      return `::${p.severity} file=${file},line=${line},col=${column},title=${p.code}::${esc(`${p.field ? `${p.field}: ` : ''}${p.message}`)}`;
    })
    .join('\n');
}

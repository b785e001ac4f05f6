import { unsafeUrl } from '../../schema/safe-url.ts';
import { problem, type Problem } from '../problems.ts';
import { hrefsOf } from '../hrefs.ts';
import { closest } from '../closest.ts';
import { isHrefKeyword } from '../../schema/href-keywords.ts';
import { eachFileKept, type Check, type CheckContext } from './context.ts';
import { noMemo } from '../memo.ts';

function suggestion(path: string, known: Iterable<string>): string {
  const [best] = closest(path, known);
  return best ? ` Did you mean "${best}"?` : '';
}

/** Why an internal href does not resolve, or undefined when it does. */
function linkError(
  href: string,
  ctx: Pick<CheckContext, 'paths' | 'aliases' | 'anchorsOf'>,
  fromPage: string | undefined,
): { code: 'broken-link' | 'broken-anchor'; message: string; target: string } | undefined {
  if (isHrefKeyword(href) || /^(https?:|mailto:|tel:)/i.test(href)) return undefined;
  if (unsafeUrl(href) !== undefined) return undefined; // not a page of the site at all: the address check says why
  const [rawPath = '', anchor] = href.split('#');
  let path = rawPath.split('?')[0]!;
  if (path === '') {
    if (!fromPage)
      return {
        code: 'broken-anchor',
        message: `"${href}" only works on a page: write the page too, like "/contact${href}"`,
        target: href,
      };
    path = fromPage;
  }
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const target = ctx.paths.has(path) ? path : ctx.aliases.get(path);
  if (!target)
    return {
      code: 'broken-link',
      message: `No page at "${path}".${suggestion(path, [...ctx.paths, ...ctx.aliases.keys()])}`,
      target: path,
    };
  if (anchor !== undefined && !ctx.anchorsOf(target).includes(anchor)) {
    const known = ctx.anchorsOf(target);
    return {
      code: 'broken-anchor',
      message: `The page "${target}" has no section "#${anchor}" (it has: ${known.map((a) => `#${a}`).join(', ')})`,
      target: `${target}#${anchor}`,
    };
  }
  return undefined;
}

/** Every internal link in every file must land on a page of the site (or an alias), and on a section that exists. */
export const checkLinks: Check = (ctx) => {
  const found: { problem: Problem; target: string }[] = [];
  /** Files per missing page or section: however a link writes it (with a #section or ?query, or not). */
  const filesPerTarget = new Map<string, Set<string>>();
  // A file's links are followed again when it changed, or when the pages or aliases did (a page added or removed):
  // between builds a hash of them stands for them; in the warm compiler the text kept from the last compile, the
  // same string as long as it is equal (compared once a compile, then by identity for each file).
  const memo = ctx.memo ?? noMemo;
  const all = `${[...ctx.paths].join('\n')}\0${[...ctx.aliases].join('\n')}`;
  const addresses = ctx.kept ? ctx.kept.digest(all) : memo.get('links:addresses', [all], () => all);
  const files = [...ctx.files.values()];
  const each = eachFileKept(
    ctx,
    'links',
    (file) => [addresses, ctx.pageOfFile(file.file)],
    (file) => {
      const here: { problem: Problem; target: string }[] = [];
      if (file.problems.length) return here;
      for (const link of hrefsOf(file)) {
        const err = linkError(link.href, ctx, ctx.pageOfFile(file.file));
        if (!err) continue;
        const h = link.where();
        here.push({
          problem: problem(err.code, { file: file.file, line: h.line, column: h.column }, h.field, err.message),
          target: `${err.code} ${err.target}`,
        });
      }
      return here;
    },
  );
  files.forEach((file, i) => {
    for (const f of each[i]!) filesPerTarget.set(f.target, (filesPerTarget.get(f.target) ?? new Set()).add(file.file));
    found.push(...each[i]!);
  });
  // The kept problems stay as found: a count of the files is added to copies.
  return found.map(({ problem: p, target }) => {
    const n = filesPerTarget.get(target)!.size;
    return n >= 3
      ? { ...p, message: `${p.message} (broken in ${n} files: check shared data such as navigation.yaml first)` }
      : p;
  });
};

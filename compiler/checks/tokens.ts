import { problem, type Problem } from '../problems.ts';
import { strings, TOKEN } from '../tokens.ts';
import { formatPath } from '../positions.ts';
import { eachFile, type Check } from './context.ts';

/** Only known {tokens} may appear in text: the site-wide ones and those the collection declares. */
export function checkTokensWith(known: readonly string[]): Check {
  const knownKey = known.join(' ');
  return (ctx) =>
    eachFile(
      ctx,
      'tokens',
      (file) => [knownKey, ctx.collectionOf.get(file.file)?.name],
      (file) => {
        const found: Problem[] = [];
        if (file.problems.length || file.data === undefined) return found;
        const allowed = new Set([...known, ...(ctx.collectionOf.get(file.file)?.tokens ?? [])]);
        const texts = strings(file.data)
          .filter(([s]) => s.includes('{'))
          .map(([s, p]) => ({ s, at: () => file.locate(p), field: formatPath(p) }));
        if (file.body)
          texts.push({ s: file.body, at: () => ({ file: file.file, line: file.bodyLine, column: 1 }), field: 'body' });
        for (const { s, at, field } of texts)
          for (const m of s.matchAll(TOKEN))
            if (!allowed.has(m[1]!))
              found.push(
                problem(
                  'unknown-token',
                  at(),
                  field,
                  `Unknown token "${m[0]}": use one of ${[...allowed].map((t) => `{${t}}`).join(', ')}`,
                ),
              );
        return found;
      },
    );
}

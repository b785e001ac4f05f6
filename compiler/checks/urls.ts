import { unsafeUrl } from '../../schema/safe-url.ts';
import { markdownUrls } from '../markdown.ts';
import { problem, type Problem } from '../problems.ts';
import { eachFile, type Check } from './context.ts';

const show = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);

/**
 * Links, pictures and reference definitions in markdown bodies lead only to pages of the site, https://,
 * http://, mailto: or tel: addresses, however they are written (<autolinks>, character references,
 * spaces, letter case). Addresses in YAML fields are held to the same rule by their schema (SafeUrl).
 */
export const checkUrls: Check = (ctx) =>
  eachFile(
    ctx,
    'urls',
    () => [],
    (file) => {
      const found: Problem[] = [];
      if (file.problems.length || !file.body) return found;
      for (const url of markdownUrls(file.body)) {
        const why = unsafeUrl(url.href);
        if (why)
          found.push(
            problem(
              'unsafe-url',
              { file: file.file, line: file.bodyLine + url.line - 1, column: url.column },
              'body',
              `${why}, found ${show(url.href)}`,
            ),
          );
      }
      return found;
    },
  );

import { problem, type Problem } from '../problems.ts';
import type { Check } from './context.ts';

/** Text that looks like a North American phone number: (513) 555-0142, 513-555-0142, 513.555.0142, +1 513 555 0142. */
export const PHONE_LIKE = /(?<![\d$])(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b(?![\d,])/g;
const TEL = /tel:([+\d().\s-]*\d)/gi;

const digits = (s: string) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/**
 * One phone number for the whole site: the one in content/site.yaml. Any other number written anywhere,
 * a copy of it outside site.yaml, or a tel: link that dials something else, is an error at its line.
 */
export const checkPhones: Check = (ctx) => {
  const canonical = digits(ctx.content.site.phone);
  const found: Problem[] = [];
  for (const file of ctx.files.values()) {
    const isSite = ctx.collectionOf.get(file.file)?.name === 'site';
    file.text.split('\n').forEach((line, i) => {
      const at = (index: number) => ({ file: file.file, line: i + 1, column: index + 1 });
      const field = (index: number) => file.fieldAt(i + 1, index + 1);
      for (const m of line.matchAll(TEL)) {
        if (digits(m[1]!) !== canonical)
          found.push(
            problem(
              'tel-link',
              at(m.index),
              field(m.index),
              `"${m[0]}" does not dial the shop's number ${ctx.content.site.phone}: use href: call`,
            ),
          );
      }
      const withoutTel = line.replace(TEL, (s) => ' '.repeat(s.length));
      for (const m of withoutTel.matchAll(PHONE_LIKE)) {
        if (digits(m[0]) !== canonical)
          found.push(
            problem(
              'phone-number',
              at(m.index),
              field(m.index),
              `"${m[0].trim()}" is not the shop's number ${ctx.content.site.phone}: write {phone} instead`,
            ),
          );
        else if (!(isSite && /^\s*phone:/.test(line)))
          found.push(
            problem(
              'phone-number',
              at(m.index),
              field(m.index),
              `Write {phone} instead of the number, so a change in ${ctx.fileOf('site')} reaches this page too`,
            ),
          );
      }
    });
  }
  return found;
};

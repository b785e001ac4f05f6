import { problem, type Problem } from '../problems.ts';
import { eachFile, type Check } from './context.ts';

/**
 * Text that looks like a North American phone number, in every way it is written: (513) 555-0142, 513-555-0142,
 * 513.555.0142, +1 513 555 0142, 1-513-555-0142, ten bare digits 5135550142, and without the area code 555-0142 or
 * 5550142. Not inside a word, a longer number, a price or an address ("P0455", "45036-1234", "$1,250", "/a/555-0142").
 */
const PHONE_LIKE =
  /(?<![\w$.,/#-])(?:\+?1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[\s.-]?)?[2-9]\d{2}[\s.-]?\d{4}(?!\w|[.,-]\d)/g;
const TEL = /tel:([+\d().\s-]*\d)/gi;
/**
 * What every match of either pattern contains: a file without it has no number and no tel: link, and is not gone
 * through line by line (most files have neither: at 10,000 files the check took 163-319 ms of a clean compile going
 * through every line, 30-35 ms with this test first).
 */
const MAYBE_PHONE_OR_TEL = /\d{3}[\s.-]?\d{4}|tel:/i;

const digits = (s: string) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
/** Whether `written` (seven digits: no area code) is the shop's number without its area code. */
const isLocalPart = (written: string, canonical: string) => written.length === 7 && canonical.endsWith(written);

/**
 * One phone number for the whole site: the one in content/site.yaml. Any other number written anywhere,
 * a copy of it outside site.yaml, or a tel: link that dials something else, is an error at its line.
 */
export const checkPhones: Check = (ctx) => {
  const canonical = digits(ctx.content.site.phone);
  return eachFile(
    ctx,
    'phones',
    (file) => [ctx.content.site.phone, ctx.fileOf('site'), ctx.collectionOf.get(file.file)?.name],
    (file) => {
      const found: Problem[] = [];
      if (!MAYBE_PHONE_OR_TEL.test(file.text)) return found;
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
          const written = digits(m[0]);
          if (isLocalPart(written, canonical))
            found.push(
              problem(
                'phone-number',
                at(m.index),
                field(m.index),
                `"${m[0].trim()}" is the shop's number without its area code: write {phone} instead, so visitors from out of town can call and a change in ${ctx.fileOf('site')} reaches this page too`,
              ),
            );
          else if (written !== canonical)
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
      return found;
    },
  );
};

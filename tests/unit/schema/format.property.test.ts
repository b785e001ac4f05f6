import { expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { groupThousands, formatWarranty } from '../../../schema/format.ts';

test.prop([fc.integer({ min: -1e15, max: 1e15 })])('groups thousands exactly as the US locale does', (n) => {
  expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
});

test.prop([fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 99 })])(
  'keeps a decimal part as it is',
  (whole, cents) => {
    const n = whole + cents / 100;
    expect(groupThousands(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
  },
);

test('the warranty reads as the spec writes it', () => {
  expect(formatWarranty({ months: 12, miles: 12000 })).toBe('12 months / 12,000 miles');
});

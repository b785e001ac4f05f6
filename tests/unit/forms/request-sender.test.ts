import { afterEach, describe, expect, it, vi } from 'vitest';
import { send, problemsOf, contract } from '../../../src/forms/request-sender.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { Forms } from '../../../schema/forms.ts';

const forms = Forms.parse(parse(readFileSync('content/forms.yaml', 'utf8')));

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );

describe('what the forms make of the server answer', () => {
  it('posts JSON to the form address and reads 2xx as stored', async () => {
    answer(201, { ok: true, id: 'r1' });
    expect(await send('/api/requests/hero-quote', { name: 'Al' })).toEqual({ kind: 'sent' });
    const [url, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(url).toBe('/api/requests/hero-quote');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual({ name: 'Al' });
  });

  it("reads a 422 as the fields' messages", async () => {
    answer(422, { ok: false, errors: { phone: 'Please enter a valid phone number' } });
    expect(await send('/x', {})).toEqual({
      kind: 'invalid',
      errors: { phone: 'Please enter a valid phone number' },
    });
  });

  it.each([
    ['a 500', () => answer(500, 'Internal Server Error')],
    ['a 503 with JSON', () => answer(503, { ok: false, error: 'busy' })],
    ['a 422 that is not the contract', () => answer(422, '<html>oops</html>')],
    ['a 413', () => answer(413, { ok: false, error: 'too large' })],
    [
      'a network error',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
        ),
    ],
  ])('reads %s as failed (nothing may have been stored)', async (_name, stub) => {
    stub();
    expect(await send('/x', {})).toEqual({ kind: 'failed' });
  });
});

describe('the messages the forms show before sending', () => {
  it('are the content messages of each field, first problem only', () => {
    const rules = contract.heroQuoteSchema(forms.heroQuote);
    expect(problemsOf(rules, { name: 'A', email: 'a@', phone: '123', service: '' })).toMatchInlineSnapshot(`
      {
        "email": "Please enter a valid email address",
        "name": "Name must be at least 2 characters",
        "phone": "Please enter a valid phone number",
        "service": "Please select a service",
      }
    `);
    expect(problemsOf(rules, { name: 'Al', email: 'al@example.com', phone: '5135550100', service: 'other' })).toEqual(
      {},
    );
  });
});

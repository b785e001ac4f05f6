import { describe, expect, it } from 'vitest';
import { loginPage } from '../../../server/admin/pages.ts';
import { ADMIN_CSP } from '../../../server/admin/style.ts';
import { sha256Source } from '../../../server/csp-source.ts';
import type { ServerContent } from '../../../server/requests/content.ts';

describe("the back office's stylesheet", () => {
  it('is allowed by its hash, exactly as the pages carry it, and the policy allows nothing inline besides', async () => {
    const html = String(await loginPage({ site: { shortName: 'Kessler Auto & Truck' } } as ServerContent, {}));
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(ADMIN_CSP).toContain(`style-src 'self' '${sha256Source(styles[0]!)}'`);
    expect(ADMIN_CSP).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/\sstyle="/);
  });
});

describe("the request endpoint's pages (a form sent without script)", () => {
  it('carry one stylesheet, allowed by its hash in their policy, and no style attribute', async () => {
    const { errorPage, REQUEST_PAGES_CSP } = await import('../../../server/requests/pages.ts');
    const html = errorPage({ site: { shortName: 'Kessler', phone: '(513) 555-0142' } } as ServerContent, {
      title: 'Not sent',
      message: 'Try again',
      back: '/contact',
    });
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(REQUEST_PAGES_CSP).toContain(`style-src 'self' '${sha256Source(styles[0]!)}'`);
    expect(REQUEST_PAGES_CSP).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/\sstyle="/);
  });
});

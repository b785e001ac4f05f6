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

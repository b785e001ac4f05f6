import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { compile } from '../../../compiler/compile.ts';
import { layoutData } from '../../../compiler/page-data/layout-data.ts';
import { SiteContext } from '../../../src/app/site-context.tsx';
import { Header } from '../../../src/layout/header.tsx';
import { Footer } from '../../../src/layout/footer.tsx';
import { Layout } from '../../../src/layout/layout.tsx';
import { LayoutPartsApart, headerVariant, placeholderOf } from '../../../src/layout/layout-parts.tsx';

const site = compile(process.cwd()).site!;
const layout = layoutData(site.content, site.today);
const inSite = (node: ReactElement) => renderToString(createElement(SiteContext.Provider, { value: layout }, node));
const headerOf = (path: string) => inSite(createElement(Header, { path }));
const paths = [...site.pages.map((p) => p.route.path), ''];
// Addresses a menu may link to, and addresses below and beside them.
const hrefs = [...layout.navigation.header.desktop, ...layout.navigation.header.mobile].flatMap((item) => [
  item.href,
  ...item.activeFor,
  ...(item.dropdown ?? []).map((link) => link.href),
]);

describe('the header rendered once per variant', () => {
  it('is the header of every page whose variant it is', () => {
    const byVariant = new Map<string, string>();
    for (const path of paths) {
      const variant = headerVariant(layout.navigation.header, path);
      const html = headerOf(path);
      expect(html, `${path} (variant ${variant})`).toBe(byVariant.get(variant) ?? html);
      byVariant.set(variant, html);
    }
    // The site's pages have headers that differ: the variants tell them apart.
    expect(new Set(byVariant.values()).size).toBeGreaterThan(3);
  });

  test.prop([fc.constantFrom(...hrefs, '/'), fc.constantFrom('', '/x', '-x', '/x/y')], { numRuns: 60 })(
    'is the same header for addresses of the same variant, near any menu link',
    (href, suffix) => {
      const path = href + suffix;
      const twin = paths.find(
        (p) =>
          p !== path && headerVariant(layout.navigation.header, p) === headerVariant(layout.navigation.header, path),
      );
      if (twin !== undefined) expect(headerOf(path)).toBe(headerOf(twin));
    },
  );
});

describe('the layout with its parts apart', () => {
  it('renders a placeholder for the header and the footer, where they were', () => {
    const render = (apart: boolean) =>
      renderToString(
        createElement(
          LayoutPartsApart.Provider,
          { value: apart },
          createElement(
            SiteContext.Provider,
            { value: layout },
            createElement(Layout, { path: '/services', kind: 'services', children: createElement('p', null, 'x') }),
          ),
        ),
      );
    const apart = render(true);
    const footer = inSite(createElement(Footer, { callBarSpace: false }));
    expect(apart).toContain(placeholderOf('header'));
    expect(apart).toContain(placeholderOf('footer'));
    expect(
      apart.replace(placeholderOf('header'), headerOf('/services')).replace(placeholderOf('footer'), () => footer),
    ).toBe(render(false));
  });
});

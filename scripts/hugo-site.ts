import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Hugo site of the same kind as the benchmark's synthetic pages, for `npm run bench` to build with Debian's `hugo`
 * beside this site's build: `pages` service-in-town pages of the same text, each in a layout of the same weight (a
 * header with the site's menus, the page's stylesheet inlined, a footer), written from one built page of this site.
 * Hugo renders and writes HTML only: it compresses nothing and bundles nothing, so its figure is a floor.
 */
export function hugoProject(pages: number, builtPage: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-hugo-'));
  const html = readFileSync(builtPage, 'utf8');
  const style = /<style>[\s\S]*?<\/style>/.exec(html)?.[0] ?? '';
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  // Hugo reads {{ }} as template code: the copied markup is written as text.
  const text = (s: string) => s.replaceAll('{{', '{{ "{{" }}');
  mkdirSync(join(dir, 'layouts/_default'), { recursive: true });
  mkdirSync(join(dir, 'content/services'), { recursive: true });
  writeFileSync(
    join(dir, 'config.toml'),
    'baseURL = "https://example.com/"\ntitle = "Bench"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n',
  );
  writeFileSync(
    join(dir, 'layouts/_default/baseof.html'),
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title><meta name="description" content="{{ .Params.description }}">${text(style)}</head><body>${text(header)}<main>{{ block "main" . }}{{ end }}</main>${text(footer)}</body></html>`,
  );
  writeFileSync(
    join(dir, 'layouts/_default/single.html'),
    '{{ define "main" }}<section class="bg-navy-900 text-white"><h1 class="text-display font-bold">{{ .Title }}</h1><p>{{ .Params.summary }}</p></section><article class="mx-auto max-w-3xl px-4">{{ .Content }}</article>{{ end }}',
  );
  writeFileSync(join(dir, 'layouts/_default/list.html'), '{{ define "main" }}<h1>{{ .Title }}</h1>{{ end }}');
  writeFileSync(join(dir, 'layouts/index.html'), '{{ define "main" }}<h1>{{ .Site.Title }}</h1>{{ end }}');
  const paragraph = (s: string, t: string, i: number) =>
    `Drivers in ${t} bring us their cars and trucks for ${s.toLowerCase()} because we explain the work before we start, quote a fair price and finish most jobs the same day. Visit ${i}: our ASE certified technicians inspect the whole system, show you what they find and only replace what is worn, using quality parts backed by our warranty.`;
  for (let i = 0; i < pages; i++) {
    const s = ['Oil Change', 'Brake Service', 'Engine Repair', 'Battery Replacement', 'Wheel Alignment'][i % 5]!;
    const t = `Town ${Math.floor(i / 5) + 1}`;
    writeFileSync(
      join(dir, 'content/services', `page-${i}.md`),
      [
        '---',
        `title: "${s} in ${t}, OH"`,
        `description: "${s} for ${t} drivers. Honest prices, same-day service and a warranty."`,
        `summary: "${s} for drivers in ${t}, OH, from a family-owned shop with ASE certified technicians."`,
        '---',
        `## What Is ${s}?`,
        ...[0, 1, 2].map((k) => paragraph(s, t, i + k) + '\n'),
        '## How We Do It',
        ...[
          'We listen to what you noticed',
          'We inspect and test',
          'We quote before any work',
          'We repair and road-test',
          'We walk you through the work',
        ].map((step, k) => `${k + 1}. ${step}`),
        '',
        '## Signs You Need It',
        ...['A warning light', 'A new noise', 'A change in how it drives', 'Leaks under the vehicle'].map(
          (x) => `- ${x}`,
        ),
        '',
        '## Why It Matters',
        paragraph(s, t, i + 3),
        '',
      ].join('\n'),
    );
  }
  return dir;
}

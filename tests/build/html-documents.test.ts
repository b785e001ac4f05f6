import { describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { allHtml } from '../support/built-site.ts';

// The project's html-validate configuration (.htmlvalidate.json) is the recommended preset without the rules
// that only judge how React writes valid markup (`hidden=""`, `srcSet`, `<source/>`, `required=""`), the
// typographic rule for phone numbers, and the title length advice (page titles are given by the content).
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('every HTML file the build writes', () => {
  const files = allHtml();

  it('includes the pages, the not-found page and the alias fallback pages', () => {
    const paths = files.map(([p]) => p);
    expect(paths).toContain('/');
    expect(paths).toContain('/404.html');
    expect(paths).toContain('/services/inspection');
  });

  it('is a complete document: lang, charset, viewport and a title', () => {
    for (const [path, html] of files) {
      expect(html, path).toMatch(/^<!DOCTYPE html>/i);
      expect(html, path).toMatch(/<html lang="en">/);
      expect(html, path).toMatch(/<meta charset="utf-8">/i);
      expect(html, path).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]?.trim(), path).toBeTruthy();
    }
  });

  it('puts no `hidden` attribute on an <svg> (the HTML standard allows it on HTML elements only)', () => {
    // html-validate does not judge SVG's attributes; the W3C checker does: "Attribute hidden not allowed on element svg".
    const found = files.flatMap(([path, html]) =>
      [...html.matchAll(/<(svg|symbol|use|path|g)\b([^>]*)>/g)]
        // The attributes' names, their quoted values left out (a class named "hidden" is fine).
        .filter((m) => /\shidden(?=[\s=/]|$)/.test(m[2]!.replace(/"[^"]*"|'[^']*'/g, '""')))
        .map((m) => `${path}: ${m[0].slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it('passes html-validate', async () => {
    const problems: string[] = [];
    for (const [path, html] of files) {
      const report = await validator.validateString(html, `dist/client${path}`);
      for (const r of report.results)
        for (const m of r.messages) problems.push(`${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(problems).toEqual([]);
    // About 80 pages of 100 KB: seconds on a quiet machine, far more on a busy one.
  }, 300_000);
});

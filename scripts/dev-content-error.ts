import { escapeHtml } from '../src/lib/escape-html.ts';

/**
 * The page the dev server answers, for every page of the site, while the content has errors: the report in the
 * owner's words, and Vite's client, which reloads the page as soon as the content is fixed. Served with status 500,
 * so a reload never shows the last good version as if nothing were wrong.
 */
export function contentErrorPage(report: string): string {
  const errors = /^(\d+) errors?/m.exec(report)?.[1] ?? 'Some';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The content needs a fix</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2937; background: #fff7ed; }
  main { max-width: 60rem; margin: 0 auto; padding: 2rem 1rem; }
  h1 { font-size: 1.5rem; color: #9a3412; margin: 0 0 0.75rem; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #fdba74; border-radius: 0.5rem; padding: 1rem; font-size: 0.875rem; }
</style>
<script type="module" src="/@vite/client"></script>
</head>
<body>
<main id="content-error">
<h1>The content needs a fix</h1>
<p>${escapeHtml(errors)} problem${errors === '1' ? '' : 's'} in the content stop the site from being shown. Each line below names the file, the line and column in it, the field, and what to change.</p>
<p>Fix them in the content folder and save the file: this page reloads by itself once the content is right.</p>
<pre>${escapeHtml(report)}</pre>
</main>
</body>
</html>
`;
}

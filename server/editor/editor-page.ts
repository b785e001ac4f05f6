import { escapeHtml } from '../escape-html.ts';

/** The editor's page: its code and styles under `${base}/assets/`, the session's CSRF token for its requests. */
export function editorPage(basePath: string | undefined, csrf: string | undefined): string {
  const base = basePath ?? '/admin/content';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Edit the site</title>
${csrf ? `<meta name="csrf-token" content="${escapeHtml(csrf)}">\n` : ''}<link rel="stylesheet" href="${base}/assets/editor.css">
<script type="module" src="${base}/assets/editor.js"></script>
</head>
<body>
<div id="editor" data-base="${escapeHtml(base)}"><p class="ed-loading">Loading the editor…</p></div>
<noscript>The editor needs JavaScript.</noscript>
</body>
</html>
`;
}

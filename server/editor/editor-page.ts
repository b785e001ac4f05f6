import { escapeHtml } from '../escape-html.ts';
import { ADMIN_BASE, CSRF_FIELD } from '../admin/guard.ts';

/**
 * The editor's header, on the server so that it is there before the editor's code runs. Behind the back office's
 * login (a session's CSRF token is given) it links the inbox and logs out (a POST carrying the token, as on every
 * back-office page); on the owner's own computer (`npm run edit`, no back office) it leads to the editor's start
 * and the site only.
 */
function editorHeader(base: string, csrf: string | undefined): string {
  const inbox = csrf ? `<a href="${ADMIN_BASE}/requests">Requests</a>\n` : '';
  const logout = csrf
    ? `\n<form method="post" action="${ADMIN_BASE}/logout"><input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}"><button type="submit">Log out</button></form>`
    : '';
  return `<header class="ed-header">
<a href="${escapeHtml(base)}/#/" class="ed-home">Edit the site</a>
<nav aria-label="${csrf ? 'Back office' : 'Editor'}">
${inbox}<a href="/">View the site</a>${logout}
</nav>
</header>`;
}

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
${editorHeader(base, csrf)}
<div id="editor" data-base="${escapeHtml(base)}"><p class="ed-loading">Loading the editor…</p></div>
<noscript>The editor needs JavaScript.</noscript>
</body>
</html>
`;
}

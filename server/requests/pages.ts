import { contentSecurityPolicy } from '../security-headers.ts';
import { fieldLabels, type RequestFormId } from '../../schema/requests.ts';
import type { ServerContent } from './content.ts';
import { escapeHtml } from '../escape-html.ts';

/** The stylesheet of these pages, inlined; the element is built here so that its text is exactly what the hash allows. */
const STYLE = `body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f8fafc}
main{max-width:40rem;margin:2rem auto;padding:2rem 1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
ul{padding-left:1.25rem}li{margin:.5rem 0}
a{color:#9a3412;font-weight:600}
.back{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;background:#c2410c;color:#fff;border-radius:.5rem;text-decoration:none}
`;
const STYLE_ELEMENT = `<style>${STYLE}</style>`;

/**
 * The site's policy, with this stylesheet allowed by its hash (never 'unsafe-inline'). The hash is written out because
 * these pages are also answered by the Cloudflare function, which has no node:crypto;
 * tests/unit/server/inline-styles.test.ts fails when it is not the hash of STYLE.
 */
export const REQUEST_PAGES_CSP = contentSecurityPolicy({
  script: [],
  style: ['sha256-Y1/UcjLEIz8pvEgsjm1siqPdBKsGZF6xhL7EmcpE1Cc='],
});

function page(content: ServerContent, title: string, body: string): string {
  const tel = `tel:+1${content.site.phone.replace(/\D/g, '')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${content.site.shortName}`)}</title>
${STYLE_ELEMENT}
</head>
<body>
<main>
${body}
<p>Questions? Call us at <a href="${tel}">${escapeHtml(content.site.phone)}</a>.</p>
</main>
</body>
</html>
`;
}

/** The answer to a native post with invalid fields: each problem, in the form's words, and the way back. */
export function problemsPage(
  content: ServerContent,
  form: RequestFormId,
  errors: Record<string, string>,
  back: string,
): string {
  // The consent box's label is a whole sentence: the notice's title names it better in a list.
  const labels: Record<string, string> = {
    ...fieldLabels(form, content),
    consent: content.forms.contactQuote.consentRequired.title,
  };
  const items = Object.entries(errors)
    .map(
      ([field, message]) => `<li><strong>${escapeHtml(labels[field] ?? field)}</strong>: ${escapeHtml(message)}</li>`,
    )
    .join('\n');
  return page(
    content,
    'Please check your request',
    `<h1>Please check your request</h1>
<p>We could not send your request yet. Please correct:</p>
<ul>
${items}
</ul>
<a class="back" href="${escapeHtml(back)}">Back to the form</a>`,
  );
}

/** Any other answer a person gets instead of the thank-you page. */
export function errorPage(content: ServerContent, p: { title: string; message: string; back: string }): string {
  return page(
    content,
    p.title,
    `<h1>${escapeHtml(p.title)}</h1>
<p>${escapeHtml(p.message)}</p>
<a class="back" href="${escapeHtml(p.back)}">Back to the form</a>`,
  );
}

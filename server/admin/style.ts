import { contentSecurityPolicy } from '../security-headers.ts';
import { sha256Source } from '../csp-source.ts';

/** The back office's one stylesheet, inlined into each of its pages (they are few and small, and never cached). */
const ADMIN_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#f1f5f9}
a{color:#9a3412}
header.bar{background:#1e293b;color:#fff;padding:.5rem 1rem;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem}
header.bar .brand{font-weight:700;margin-right:auto}
header.bar nav{display:flex;gap:.25rem;align-items:center;flex-wrap:wrap}
header.bar a,header.bar button{color:#fff;background:none;border:0;font:inherit;padding:.6rem .75rem;min-height:44px;border-radius:.375rem;text-decoration:none;cursor:pointer}
header.bar a[aria-current]{background:#334155}
header.bar a:hover,header.bar button:hover{background:#475569}
main{max-width:64rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 2px #0002;padding:1rem;margin:0 0 1rem}
.card>h2:first-child{margin-top:0;font-size:1.2rem}
label{display:block;font-weight:600;margin:.25rem 0}
input,select,button{font:inherit}
input[type=password],input[type=search],select{width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:#1e293b}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1.1rem;border-radius:.5rem;border:0;background:#c2410c;color:#fff;font-weight:600;text-decoration:none;cursor:pointer}
.button.quiet{background:#fff;color:#1e293b;border:1px solid #64748b}
.error{background:#fef2f2;border:1px solid #b91c1c;color:#7f1d1d;border-radius:.5rem;padding:.75rem 1rem}
.notice{background:#f0fdf4;border:1px solid #15803d;color:#14532d;border-radius:.5rem;padding:.75rem 1rem}
.note{background:#fffbeb;border:1px solid #b45309;color:#78350f;border-radius:.5rem;padding:0 1rem;margin:0 0 1rem}
.note summary{cursor:pointer;padding:.6rem 0;min-height:44px;font-weight:600}.note p{margin:0 0 .75rem}
.login{max-width:24rem;margin:3rem auto}
.login .button{width:100%;margin-top:1rem}
.filters{display:grid;gap:.75rem;grid-template-columns:1fr 1fr}
.filters>:first-child,.filters .actions{grid-column:1/-1}
.filters .actions{display:flex;gap:.5rem;align-items:end}
@media (min-width:48rem){.filters{grid-template-columns:2fr 1fr 1fr auto}.filters>:first-child,.filters .actions{grid-column:auto}}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem}
.summary{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;margin:0 0 1rem}
.summary p{margin:0}
.req header{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline}
.req h2{font-size:1.15rem;margin:0;overflow-wrap:anywhere}
.req .meta{color:#475569;font-size:.9rem;margin:.25rem 0 .5rem}
.badge{display:inline-block;border-radius:999px;padding:.1rem .6rem;font-size:.85rem;font-weight:600;background:#e2e8f0;color:#1e293b}
.badge.new{background:#ffedd5;color:#7c2d12}.badge.spam{background:#fee2e2;color:#7f1d1d}.badge.contacted{background:#dbeafe;color:#1e3a8a}.badge.closed{background:#dcfce7;color:#14532d}
.contact{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
.contact a{display:inline-flex;align-items:center;min-height:44px;padding:.4rem .8rem;border:1px solid #cbd5e1;border-radius:.5rem;text-decoration:none;overflow-wrap:anywhere;max-width:100%}
.message{white-space:pre-wrap;overflow-wrap:anywhere;background:#f8fafc;border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0}
dl.fields{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:.5rem 0;font-size:.95rem}
dl.fields dt{color:#475569}dl.fields dd{margin:0;overflow-wrap:anywhere}
form.status{display:flex;gap:.5rem;align-items:end;margin-top:.75rem;flex-wrap:wrap}
form.status label{flex:1 1 100%;margin:0}
form.status select{flex:1 1 10rem;width:auto;min-width:0;max-width:100%}
form.status{scroll-margin-top:30vh}
.saved{flex:1 1 100%;margin:0;color:#14532d;font-weight:600;scroll-margin:1rem}.saved:empty{display:none}
select{min-width:0;max-width:100%;text-overflow:ellipsis}
.pages{display:flex;justify-content:space-between;gap:.5rem;align-items:center;margin:1rem 0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
ul.log{list-style:none;padding:0;margin:0}ul.log li{padding:.4rem 0;border-bottom:1px solid #e2e8f0;overflow-wrap:anywhere}ul.log span{display:block;color:#475569;font-size:.9rem}
`;

/** The element each page carries, built here so that no formatter changes the text its hash allows. */
export const ADMIN_STYLE_ELEMENT = `<style>${ADMIN_STYLE}</style>`;

/** The site's policy, with the back office's inline stylesheet allowed by its hash (never 'unsafe-inline'). */
export const ADMIN_CSP = contentSecurityPolicy({ script: [], style: [sha256Source(ADMIN_STYLE)] }).replace(
  /frame-src [^;]*/,
  // The editor shows its preview of a page in a frame of its own (server/editor/preview.ts), and nothing else.
  "frame-src 'self'",
);

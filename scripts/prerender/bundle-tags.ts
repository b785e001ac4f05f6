/**
 * The tags vike adds to a document it renders (the bundle's stylesheet and script), learnt from one page rendered
 * both by vike and by renderDocument() alone, then added in the same places to the documents the pre-render workers
 * make without vike. See docs/decisions/009-prerender-in-workers.md.
 */

/** Where in a document vike's tags go. */
const ANCHORS = {
  'after <head>': (html: string) => html.indexOf('<head>') + '<head>'.length,
  'before </head>': (html: string) => html.lastIndexOf('</head>'),
  'before </body>': (html: string) => html.lastIndexOf('</body>'),
} as const;
type Anchor = keyof typeof ANCHORS;

export interface Insertion {
  anchor: Anchor;
  text: string;
}

/** The document with the tags added, at their anchors. */
export function withTags(plain: string, insertions: readonly Insertion[]): string {
  const placed = insertions
    .map(({ anchor, text }) => ({ at: ANCHORS[anchor](plain), text }))
    .sort((a, b) => a.at - b.at);
  let html = '';
  let from = 0;
  for (const { at, text } of placed) {
    html += plain.slice(from, at) + text;
    from = at;
  }
  return html + plain.slice(from);
}

/**
 * What vike added to a document: `byVike` must be `plain` with text inserted at anchors and nothing else changed.
 * Throws, naming the difference, when it is not (a later vike that changes documents otherwise must be looked at).
 */
export function learnTags(plain: string, byVike: string): Insertion[] {
  const insertions: Insertion[] = [];
  let i = 0;
  let j = 0;
  while (j < byVike.length) {
    if (plain[i] === byVike[j]) {
      i++;
      j++;
      continue;
    }
    // vike's text starts here; it ends where the rest of the plain document resumes, found by its next few
    // characters (fewer when those reach the next place vike added to).
    let end = i < plain.length ? -1 : byVike.length;
    for (let n = 32; end < 0 && n >= 4; n /= 2) end = byVike.indexOf(plain.slice(i, i + n), j);
    if (end < 0) throw new Error(`vike changed the document near: ${JSON.stringify(plain.slice(i, i + 80))}`);
    insertions.push(anchored(plain, i, byVike.slice(j, end)));
    j = end;
  }
  if (i !== plain.length) throw new Error(`vike's document ends before: ${JSON.stringify(plain.slice(i, i + 80))}`);
  if (withTags(plain, insertions) !== byVike) throw new Error('vike changed the document beyond adding tags');
  return insertions;
}

/**
 * The anchor of text inserted at `at`. Text that begins (or ends) like what follows (or precedes) it could have been
 * inserted a few characters later (or earlier) with the same result: each of those places is tried.
 */
function anchored(plain: string, at: number, text: string): Insertion {
  const places: { at: number; text: string }[] = [{ at, text }];
  for (let p = at, t = text; p > 0 && plain[p - 1] === t.at(-1);) {
    t = plain[--p]! + t.slice(0, -1);
    places.push({ at: p, text: t });
  }
  for (let p = at, t = text; p < plain.length && plain[p] === t[0];) {
    t = t.slice(1) + plain[p++]!;
    places.push({ at: p, text: t });
  }
  for (const place of places)
    for (const [anchor, find] of Object.entries(ANCHORS) as [Anchor, (html: string) => number][])
      if (find(plain) === place.at) return { anchor, text: place.text };
  throw new Error(`vike added ${JSON.stringify(text.slice(0, 120))} at an unexpected place of the document`);
}

/**
 * vike's document without the script tag of the browser entry (`entryUrl`), which vike always adds: the pages load
 * the entry themselves, after their first paint (src/vike/after-first-paint.ts). Throws unless the tag is there
 * once, as vike writes it.
 */
export function withoutEntryScript(byVike: string, entryUrl: string): string {
  const tag = `<script src="${entryUrl}" type="module" async></script>`;
  const at = byVike.indexOf(tag);
  if (at < 0 || byVike.indexOf(tag, at + 1) >= 0)
    throw new Error(`vike's document does not have the entry's script tag once: ${tag}`);
  return byVike.slice(0, at) + byVike.slice(at + tag.length);
}

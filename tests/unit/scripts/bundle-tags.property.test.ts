import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { learnTags, withTags } from '../../../scripts/prerender/bundle-tags.ts';

const STYLESHEET = '<link rel="stylesheet" type="text/css" href="/assets/static/app.css">';
const SCRIPT = '<script src="/assets/entries/client.js" type="module" async></script>';

const documentOf = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n</head>\n<body>\n<div id="root">${body}</div>\n</body>\n</html>`;
const asVikeMakesIt = (plain: string) =>
  plain.replace('<head>', `<head>${STYLESHEET}`).replace('</body>', `${SCRIPT}</body>`);

// Text of a page: markup-like characters included, so that what surrounds an anchor may look like a tag.
const text = fc.string({
  unit: fc.constantFrom('<', '>', '/', 'a', 'b', 'y', 'd', 'o', '\n', ' ', '"', 'é'),
  maxLength: 60,
});

describe('the tags vike adds to a document', () => {
  it('are learnt from one page and put in the same places of another', () => {
    const first = documentOf('Oil Change', '<main><h1>Oil Change</h1></main>');
    const tags = learnTags(first, asVikeMakesIt(first));
    expect(tags).toEqual([
      { anchor: 'after <head>', text: STYLESHEET },
      { anchor: 'before </body>', text: SCRIPT },
    ]);
    const other = documentOf('Brakes', '<main><h1>Brakes</h1><script>1</script></main>');
    expect(withTags(other, tags)).toBe(asVikeMakesIt(other));
  });

  test.prop([text, text, text, text])(
    'learnt from any page, they make any other page as vike makes it',
    (title, body, otherTitle, otherBody) => {
      const first = documentOf(title, body);
      const tags = learnTags(first, asVikeMakesIt(first));
      const other = documentOf(otherTitle, otherBody);
      expect(withTags(other, tags)).toBe(asVikeMakesIt(other));
    },
  );

  it('are refused when vike changed the document otherwise', () => {
    const plain = documentOf('Oil Change', '<main><h1>Oil Change</h1><p>Every 5,000 miles.</p></main>');
    expect(() => learnTags(plain, asVikeMakesIt(plain).replace('miles', 'km'))).toThrow(/vike changed the document/);
    expect(() => learnTags(plain, asVikeMakesIt(plain).replace('<main>', `<main>${SCRIPT}`))).toThrow(
      /at an unexpected place/,
    );
    expect(() => learnTags(plain, asVikeMakesIt(plain).replace('</html>', ''))).toThrow(/ends before/);
  });

  it('may be none', () => {
    const plain = documentOf('Oil Change', '<p>Hello</p>');
    expect(learnTags(plain, plain)).toEqual([]);
    expect(withTags(plain, [])).toBe(plain);
  });
});

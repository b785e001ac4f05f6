import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../../support/source-files.ts';

describe('one source for each fact of the code', () => {
  it('the page components import nothing from the build scripts: the page-data contract lives in schema/', () => {
    const reaching = sourceFiles('src').flatMap((file) =>
      importsOf(file)
        .filter((i) => /(^|\/)scripts\//.test(i.from))
        .map((i) => `${file}:${i.line} imports ${i.from}`),
    );
    expect(reaching).toEqual([]);
  });
});

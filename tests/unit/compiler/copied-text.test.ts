import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentCopy, lineOf, problemLine } from '../../support/content-copy.ts';

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

const SERVICE_INFO = `serviceInfo:
  title: Tire Rotation
  whatIsIt:
    title: What a Rotation Does
    content:
      - Front tires wear faster than rear ones. Moving each tire to another corner evens out the wear.
  howItsDone:
    title: How We Rotate Your Tires
    steps:
      - Lift the vehicle and take off each wheel.
      - Move each wheel in the pattern your vehicle calls for and torque the nuts to specification.
  symptoms:
    title: Signs It Is Time
    list:
      - Front tires more worn than the rear
      - It has been more than 7,500 miles since the last rotation
  importance:
    title: Why It Matters
    content:
      - Even wear keeps the grip the same at all four corners and makes a set of tires last thousands of miles longer.
`;

/** "Add a service" as an owner does it: copy gas-cap.yaml, rewrite what the recipe names, forget the rest. */
function addTireRotation(rewrite: (text: string) => string = (t) => t) {
  const file = 'content/services/tire-rotation.yaml';
  let text = copy.read('content/services/gas-cap.yaml');
  text = text
    .replace(/^name: .*$/m, 'name: Tire Rotation')
    .replace(/^summary: .*$/m, 'summary: We move each tire to a new corner so they wear evenly and last longer.')
    .replace(/^ {2}title: Gas Cap Replacement & EVAP.*$/m, '  title: Tire Rotation in {city}, OH')
    .replace(/^ {2}description: Check engine light on after.*$/m, '  description: Even tire wear, a smoother ride.')
    .replace(/^serviceInfo:\n[\s\S]*?(?=^popularServices:)/m, SERVICE_INFO);
  copy.write(file, rewrite(text));
  return file;
}

describe('a copied page that keeps the other page’s own words', () => {
  it('warns at each field the copy kept, naming the file and line it came from', () => {
    const file = addTireRotation();
    const { problems, site } = copy.compile();
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(site).toBeDefined();
    const from = 'content/services/gas-cap.yaml';
    const at = (needle: string) => lineOf(copy, file, needle);
    expect(problems.filter((p) => p.code === 'copied-text').map(problemLine)).toEqual([
      `${file}:${at('  title: Gas Cap Replacement')}:10  hero.title  warning: These words are the same as "Top of the page › Headline at the top of the page" in ${from}:${copy.read(from).split('\n').indexOf('  title: Gas Cap Replacement') + 1}: write this page's own [copied-text]`,
      `${file}:${at('  description: A small part')}:16  hero.description  warning: These words are the same as "Top of the page › Text under the headline" in ${from}:${lineOf(copy, from, '  description: A small part')}: write this page's own [copied-text]`,
      `${file}:${at('    - EVAP System Smoke Test')}:5  popularServices.list  warning: This list is the same as "Related services › Services" in ${from}:${lineOf(copy, from, '    - EVAP System Smoke Test')}: write this page's own [copied-text]`,
    ]);
  });

  it('says nothing once the page has its own words', () => {
    addTireRotation((t) =>
      t
        .replace(/^ {2}title: Gas Cap Replacement$/m, '  title: Tire Rotation')
        .replace(/^ {2}description: A small part.*$/m, '  description: Tires that wear evenly last longer.')
        .replace(/^ {4}- EVAP System Smoke Test$/m, '    - Wheel Alignment'),
    );
    expect(copy.compile().problems.filter((p) => p.code === 'copied-text')).toEqual([]);
  });

  it('leaves headings pages share on purpose alone, and the untouched content has no copied words', () => {
    expect(copy.compile().problems.filter((p) => p.code === 'copied-text')).toEqual([]);
  });

  it('warns about a town page whose tagline was copied from another town', () => {
    const tagline = /^tagline: .*$/m.exec(copy.read('content/cities/mason.yaml'))![0];
    copy.replace('content/cities/loveland.yaml', /^tagline: .*$/m, tagline);
    expect(
      copy
        .compile()
        .problems.filter((p) => p.code === 'copied-text')
        .map(problemLine),
    ).toEqual([
      `content/cities/loveland.yaml:${lineOf(copy, 'content/cities/loveland.yaml', 'tagline:')}:10  tagline  warning: These words are the same as "Line under the town's name" in content/cities/mason.yaml:${lineOf(copy, 'content/cities/mason.yaml', 'tagline:')}: write this page's own [copied-text]`,
    ]);
  });
});

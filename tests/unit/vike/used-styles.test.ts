import { describe, expect, it } from 'vitest';
import { classesInMarkup, elementsInMarkup, propertiesInMarkup, usedStyles } from '../../../src/vike/used-styles.ts';

// A stylesheet as Tailwind writes it (minified), with the kinds of rules it has.
const CSS = [
  '/*! tailwindcss */',
  '@layer theme{:root,:host{--color-ink:#0b1b2b}}',
  '@layer base{*,:after,:before{box-sizing:border-box}body{color:var(--color-ink)}',
  '[data-reveal]{transition-delay:var(--reveal-delay,0ms);box-shadow:var(--tw-shadow)}}',
  '@layer components;',
  '@layer utilities{.flex{display:flex}.hidden{display:none}.md\\:grid{display:grid}',
  '.\\32 xl\\:p-4{padding:1rem}.aria-\\[current\\=page\\]\\:text-accent-700[aria-current=page]{color:red}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  '.peer:not(.open)~.x{color:blue}.a,.b{color:green}.animate-spin{animation:spin 1s linear infinite}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}}',
  '[data-reveal-step="1"]{--reveal-delay:.15s}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('the stylesheet a page uses', () => {
  const styles = usedStyles(CSS);
  const of = (...classes: string[]) => styles.of(new Set(classes));

  it('is the whole stylesheet, byte for byte, for a page that carries every class', () => {
    const classes = ['flex', 'hidden', 'md:grid', 'md:hidden', '2xl:p-4', 'aria-[current=page]:text-accent-700'];
    const more = ['group', 'group-hover:underline', 'space-y-2', 'peer', 'x', 'a', 'b', 'animate-spin'];
    expect(styles.classesIn([...classes, ...more, 'not-a-class'])).toEqual(new Set([...classes, ...more]));
    expect(of(...classes, ...more)).toBe(CSS);
  });

  it('keeps the rules without a class and leaves out those of classes the page does not carry', () => {
    const css = of('flex');
    expect(css).toContain('.flex{display:flex}');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('md\\:grid');
    for (const kept of ['@layer theme', 'box-sizing', '@layer components;', '[data-reveal-step="1"]', '@property'])
      expect(css).toContain(kept);
    // An at-rule left without rules goes too.
    expect(css).not.toContain('@media');
  });

  it('keeps keyframes only when a rule the page keeps runs them', () => {
    expect(of('flex')).not.toContain('@keyframes');
    expect(of('animate-spin')).toContain('.animate-spin{animation:spin 1s linear infinite}');
    expect(of('animate-spin')).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
    // By `animation-name` too, from inside an at-rule, and keyframes inside an at-rule of their own.
    const nested = usedStyles(
      '@media (prefers-reduced-motion:no-preference){.fade{animation-name:fade,glow}}' +
        '@keyframes fade{to{opacity:var(--to)}}@media screen{@keyframes glow{to{opacity:1}}}' +
        '@keyframes other{to{opacity:0}}:root{--to:.5}',
    );
    const fade = nested.of(new Set(['fade']));
    expect(fade).toContain('@keyframes fade{');
    expect(fade).toContain('@media screen{@keyframes glow{');
    expect(fade).not.toContain('@keyframes other');
    expect(fade).toContain('--to:.5');
    // What keyframes left out read is not read: the property they alone read leaves with them.
    expect(nested.of(new Set())).toBe('');
  });

  it('keeps keyframes that a kept rule runs through a custom property, as Tailwind 4 writes animate-*', () => {
    const tailwind = usedStyles(
      ':root,:host{--animate-spin:spin 1s linear infinite;--animate-ping:var(--ping-name) 1s infinite;--ping-name:ping}' +
        '.animate-spin{animation:var(--animate-spin)}.animate-ping{animation:var(--animate-ping)}' +
        '@keyframes spin{to{transform:rotate(360deg)}}@keyframes ping{75%,to{opacity:0}}',
    );
    const spin = tailwind.of(new Set(['animate-spin']));
    expect(spin).toContain('@keyframes spin{');
    expect(spin).toContain('--animate-spin:spin 1s linear infinite');
    expect(spin).not.toContain('@keyframes ping');
    // Through a property that reads another.
    expect(tailwind.of(new Set(['animate-ping']))).toContain('@keyframes ping{');
    expect(tailwind.of(new Set())).not.toContain('@keyframes');
  });

  it('reads escaped class names as the markup writes them', () => {
    expect(of('md:grid')).toContain('@media (min-width:48rem){.md\\:grid{display:grid}}');
    expect(of('2xl:p-4')).toContain('.\\32 xl\\:p-4{padding:1rem}');
    expect(of('aria-[current=page]:text-accent-700')).toContain('[aria-current=page]{color:red}');
  });

  it('needs every class of a selector, but not those inside :not()', () => {
    expect(of('group-hover:underline')).not.toContain('group-hover');
    expect(of('group', 'group-hover:underline')).toContain('.group:hover .group-hover\\:underline');
    expect(of('space-y-2')).toContain(':where(.space-y-2>');
    expect(of()).not.toContain('space-y-2');
    expect(of('x')).not.toContain('.peer:not(.open)~.x');
    expect(of('x', 'peer')).toContain('.peer:not(.open)~.x{color:blue}');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(of('b')).toContain('.b{color:green}');
    expect(of('a', 'b')).toContain('.a,.b{color:green}');
  });

  it('keeps the stylesheet order', () => {
    const css = of('flex', 'md:grid', 'hidden');
    expect(css.indexOf('.flex')).toBeLessThan(css.indexOf('.hidden'));
    expect(css.indexOf('.hidden')).toBeLessThan(css.indexOf('@media'));
  });
});

describe('the custom properties a page keeps', () => {
  // Tailwind's theme, its per-element defaults behind @supports, a registered property, utilities reading them.
  const THEME = [
    '@layer theme{:root,:host{--font-sans:ui-sans-serif, "Segoe UI";--default-font-family:var(--font-sans);',
    '--color-ink:#0b1b2b;--color-navy-900:#0b2036;--spacing:.25rem}}',
    '@layer base{html{font-family:var(--default-font-family)}}',
    '@layer utilities{.shadow{--tw-shadow:0 1px 2px var(--tw-shadow-color,#0000);box-shadow:var(--tw-shadow)}',
    '.p-4{padding:calc(var(--spacing) * 4)}.text-ink{color:var(--color-ink)}}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-shadow-color{syntax:"*";inherits:false}',
    '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-shadow-color:initial}}}',
  ].join('');
  const styles = usedStyles(THEME);

  it('are those its rules read, and those their values read in turn', () => {
    const css = styles.of(new Set(['p-4']));
    // --default-font-family reads --font-sans: both stay; the colours and the shadow's properties go.
    expect(css).toContain('--font-sans:ui-sans-serif, "Segoe UI";--default-font-family:var(--font-sans)');
    expect(css).toContain('--spacing:.25rem');
    for (const gone of ['--color-ink', '--color-navy-900', '--tw-shadow', '@property', '@layer properties'])
      expect(css).not.toContain(gone);
  });

  it('keep their registration and defaults when a kept rule reads them', () => {
    const css = styles.of(new Set(['shadow']));
    expect(css).toContain('@property --tw-shadow{');
    expect(css).toContain('@property --tw-shadow-color{');
    expect(css).toContain('*,:before,:after{--tw-shadow:0 0 #0000;--tw-shadow-color:initial}');
    expect(css).not.toContain('--color-ink');
  });

  it('include those the markup reads, and the whole stylesheet when everything is read', () => {
    expect(styles.of(new Set(), ['--color-navy-900'])).toContain('--color-navy-900:#0b2036');
    expect(styles.of(new Set(['shadow', 'p-4', 'text-ink']), ['--color-navy-900'])).toBe(THEME);
    expect(propertiesInMarkup('<p style="color:var(--color-ink);margin:0">a</p><p class="x">--y</p>')).toEqual([
      '--color-ink',
    ]);
  });

  it('are the same for the same classes, asked again', () => {
    expect(styles.of(new Set(['p-4', 'not-a-class']))).toBe(styles.of(new Set(['p-4'])));
  });

  it('leave the first layer too when a licence comment comes before it, and the comment stays', () => {
    // As Tailwind writes it: its licence, then the per-element defaults, then the theme.
    const LICENSED = [
      '/*! tailwindcss v4 | MIT License */',
      '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
      '@layer utilities{.shadow{box-shadow:var(--tw-shadow)}.flex{display:flex}}',
    ].join('');
    const licensed = usedStyles(LICENSED);
    expect(licensed.of(new Set(['flex']))).toBe(
      '/*! tailwindcss v4 | MIT License */@layer utilities{.flex{display:flex}}',
    );
    expect(licensed.of(new Set(['shadow']))).toBe(
      '/*! tailwindcss v4 | MIT License */@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000}}}' +
        '@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}',
    );
    expect(licensed.of(new Set(['shadow', 'flex']), ['--tw-blur'])).toBe(LICENSED);
  });
});

describe('the elements a page has', () => {
  // Tailwind's reset as it writes it, with element rules inside a layer, and utilities that name elements.
  const RESET = [
    '@layer base{*,:after,:before{box-sizing:border-box}html,:host{line-height:1.5}hr{height:0}',
    'h1,h2,h3{font-size:inherit}table{border-collapse:collapse}ol,ul,menu{list-style:none}',
    'button,input:where([type=button],[type=submit]){appearance:button}',
    ':where(select:is([multiple],[size])) optgroup{font-weight:bolder}',
    '::placeholder{opacity:1}@supports (color:red){::placeholder{color:currentColor}}',
    '::-webkit-datetime-edit{padding-block:0}::file-selector-button{margin-inline-end:4px}',
    '::view-transition-old(root){animation-duration:.15s}:not(svg)>p{margin:0}svg|a{color:red}}',
    '@layer utilities{.prose h2{margin:0}.list>li{padding:0}.x:nth-child(n+3){color:red}}',
  ].join('');
  const styles = usedStyles(RESET);
  const of = (elements: string[], classes: string[] = []) => styles.of(new Set(classes), [], new Set(elements));

  it('keeps the rules of the elements the page has, and of every element when none are given', () => {
    expect(styles.of(new Set(['prose', 'list', 'x']))).toBe(RESET);
    const css = of(['html', 'body', 'p', 'ul', 'h2']);
    for (const kept of ['*,:after,:before{', 'html,:host{', 'h2{font-size:inherit}', 'ul{list-style:none}'])
      expect(css).toContain(kept);
    for (const gone of ['hr{', 'table{', 'h1', 'h3', 'menu', 'button', 'optgroup']) expect(css).not.toContain(gone);
  });

  it('needs an element outside :not() and in :where() of one selector, as it needs a class', () => {
    expect(of([])).not.toContain(':not(svg)>p');
    expect(of(['p'])).toContain(':not(svg)>p{margin:0}');
    expect(of(['select'])).not.toContain('optgroup');
    expect(of(['select', 'optgroup'])).toContain(':where(select:is([multiple],[size])) optgroup{');
    expect(of(['input'])).toContain('input:where([type=button],[type=submit]){appearance:button}');
    // A pseudo-class's or pseudo-element's argument and a namespace are not elements.
    expect(of([])).toContain('::view-transition-old(root){');
    expect(of([], ['x'])).toContain('.x:nth-child(n+3){color:red}');
    expect(of(['a'])).toContain('svg|a{color:red}');
  });

  it('needs both the class and the element of a utility that names one', () => {
    expect(of(['h2'])).not.toContain('.prose h2');
    expect(of([], ['prose'])).not.toContain('.prose h2');
    expect(of(['h2'], ['prose'])).toContain('.prose h2{margin:0}');
    expect(of(['li'], ['list'])).toContain('.list>li{padding:0}');
  });

  it("keeps the form controls' pseudo-elements only with a control that has them", () => {
    expect(of(['p'])).not.toContain('::placeholder');
    expect(of(['p'])).not.toContain('@supports');
    expect(of(['p'])).not.toContain('::-webkit-datetime-edit');
    expect(of(['p'])).not.toContain('::file-selector-button');
    expect(of(['textarea'])).toContain('::placeholder{opacity:1}@supports (color:red){::placeholder{');
    expect(of(['textarea'])).not.toContain('::-webkit-datetime-edit');
    expect(of(['input'])).toContain('::-webkit-datetime-edit{');
    expect(of(['input'])).toContain('::file-selector-button{');
  });

  it('are different results for the same classes with other elements', () => {
    expect(of(['hr'])).toContain('hr{');
    expect(of(['table'])).not.toContain('hr{');
  });

  it('are read from the markup, SVG included, and from the words of scripts, markup in them too', () => {
    const html =
      '<div class="a"><svg><use href="#i"></use></svg><p>x &lt;table&gt;</p><foreignObject></foreignObject></div>';
    expect([...elementsInMarkup(html)].sort()).toEqual(['div', 'foreignobject', 'p', 'svg', 'use']);
    // Only the elements a selector needs: `strong` is no element of this stylesheet.
    expect(styles.elementsIn(['createElement', 'table', 'menu.x', '<hr>', 'li>x</li>', 'strong', 'nothing'])).toEqual(
      new Set(['table', 'menu', 'hr', 'li']),
    );
  });
});

describe('the classes of a document', () => {
  it('are every class attribute, of HTML and SVG elements, with entities decoded', () => {
    const html =
      '<div class="flex  md:grid"><svg class="lucide size-5"></svg><p class="[&amp;&gt;svg]:size-4 x">a</p></div>';
    expect([...classesInMarkup(html)].sort()).toEqual(['[&>svg]:size-4', 'flex', 'lucide', 'md:grid', 'size-5', 'x']);
  });
});

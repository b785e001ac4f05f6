import { z } from 'zod';
import { Text, Href, Link } from './primitives.ts';
import { item, says } from './field-words.ts';

const menuItem = (help: string) => says(Text, { label: 'Words in the menu', help, example: 'SERVICES' });

/** A top-level menu entry: a plain link, or a dropdown whose items are links. */
export const NavItem = z
  .object({
    label: menuItem('As the menu shows them'),
    href: Href,
    /** Paths that mark this item as the current section, e.g. ["/services"] for /services and below. */
    activeFor: says(z.array(item(z.string().regex(/^\//, 'Expected a path starting with "/"'), 'Page')).default([]), {
      label: 'Marked as current on',
      help: 'The pages (and the pages under them) where this entry is underlined as the current one',
      example: ['/services'],
    }),
    dropdown: says(z.array(item(Link, 'Entry')).min(1).optional(), {
      label: 'Entries that drop down',
      help: 'Links that open under this entry. Left empty, the entry is a plain link',
      keywords: ['submenu', 'dropdown'],
    }),
  })
  .strict();
export type NavItem = z.infer<typeof NavItem>;

export const Navigation = z
  .object({
    header: says(
      z
        .object({
          desktop: says(z.array(item(NavItem, 'Menu entry')).min(1), {
            label: 'Menu on a computer',
            help: 'The entries across the top of the page on a wide screen',
            keywords: ['desktop', 'navigation'],
          }),
          mobile: says(z.array(item(NavItem, 'Menu entry')).min(1), {
            label: 'Menu on a phone',
            help: 'The entries of the menu that opens on a phone',
            keywords: ['mobile', 'navigation'],
          }),
          mobileTitle: says(Text, {
            label: "Phone menu's heading",
            help: 'At the top of the phone menu',
            example: 'Menu',
          }),
          mobileCta: says(Link, { label: "Phone menu's button", help: 'The button at the bottom of the phone menu' }),
        })
        .strict(),
      { label: 'Menus', help: 'The menu at the top of every page', keywords: ['header', 'navigation'] },
    ),
    footer: says(
      z
        .object({
          blurb: says(Text, {
            label: 'Words about the shop',
            help: 'A sentence beside the shop name at the bottom of every page',
            example: 'Family-owned auto and truck repair in Lebanon since {founded}.',
            long: true,
          }),
          columns: says(
            z
              .array(
                item(
                  z
                    .object({
                      title: says(Text, { label: 'Heading', help: 'Above the column', example: 'Services' }),
                      links: says(z.array(item(Link, 'Link')).min(1), {
                        label: 'Links',
                        help: 'The links of the column',
                      }),
                    })
                    .strict(),
                  'Column',
                ),
              )
              .length(3, 'The footer has three link columns beside the shop column'),
            { label: 'Columns of links', help: 'Three columns beside the shop column' },
          ),
          copyright: says(Text, {
            label: 'Copyright line',
            help: 'The last line of every page; {year} is this year',
            example: '© {year} {shopName}. All rights reserved.',
          }),
        })
        .strict(),
      {
        label: 'Bottom of every page',
        help: 'The footer: a sentence, three columns of links, the copyright',
        keywords: ['footer'],
      },
    ),
  })
  .strict();
export type Navigation = z.infer<typeof Navigation>;

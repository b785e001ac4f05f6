import { z } from 'zod';
import { Text, Href, Link } from './primitives.ts';

/** A top-level menu entry: a plain link, or a dropdown whose items are links. */
export const NavItem = z
  .object({
    label: Text,
    href: Href,
    /** Paths that mark this item as the current section, e.g. ["/services"] for /services and below. */
    activeFor: z.array(z.string().regex(/^\//, 'Expected a path starting with "/"')).default([]),
    dropdown: z.array(Link).min(1).optional(),
  })
  .strict();
export type NavItem = z.infer<typeof NavItem>;

export const Navigation = z
  .object({
    header: z
      .object({
        desktop: z.array(NavItem).min(1),
        mobile: z.array(NavItem).min(1),
        mobileTitle: Text,
        mobileCta: Link,
      })
      .strict(),
    footer: z
      .object({
        blurb: Text,
        columns: z
          .array(z.object({ title: Text, links: z.array(Link).min(1) }).strict())
          .length(3, 'The footer has three link columns beside the shop column'),
        copyright: Text,
      })
      .strict(),
  })
  .strict();
export type Navigation = z.infer<typeof Navigation>;

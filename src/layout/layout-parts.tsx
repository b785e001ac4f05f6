import { createContext } from 'react';
import type { Navigation } from '../../schema/navigation.ts';
import { isActive } from './active-section.ts';

/**
 * The header and the footer are the same on most pages: a renderer that makes many pages renders each of their
 * variants once and puts it in place of a placeholder (src/vike/render-document.tsx). Under this context with
 * `true`, the layout renders the placeholders instead of the header and the footer.
 */
export const LayoutPartsApart = createContext(false);

type LayoutPart = 'header' | 'footer';

/** The element that stands for a part of the layout in the markup, as React renders it. */
export const placeholderOf = (part: LayoutPart) => `<template data-layout-part="${part}"></template>`;

/**
 * What of a page's address the header shows: which of its menu items are the current section (isActive, for the
 * desktop and the phone menus), and the address itself when a menu links to it (that link is the current page).
 * Pages whose variants are equal have the same header: tests/unit/layout/layout-parts.test.tsx renders them.
 */
export function headerVariant(header: Navigation['header'], path: string): string {
  const items = [...header.desktop, ...header.mobile];
  const active = items.map((item) => (isActive(item, path) ? '1' : '0')).join('');
  const linked = items.some((item) => item.href === path || item.dropdown?.some((link) => link.href === path));
  return `${active} ${linked ? path : ''}`;
}

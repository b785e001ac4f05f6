import type { LayoutData } from './page-data.ts';

/**
 * The words content may write as a link instead of an address: "call" dials the shop's phone,
 * "directions" opens the maps service in a new tab, "email" and "careers-email" write to the shop's
 * addresses. The schema accepts them, the link check lets them pass, and links resolve them from here.
 */
export const hrefKeyword = {
  call: 'call',
  directions: 'directions',
  email: 'email',
  careersEmail: 'careers-email',
} as const;
export type HrefKeyword = (typeof hrefKeyword)[keyof typeof hrefKeyword];

export const hrefKeywords: readonly HrefKeyword[] = Object.values(hrefKeyword);

export const isHrefKeyword = (href: string): href is HrefKeyword => (hrefKeywords as readonly string[]).includes(href);

/** The address a keyword stands for, from the shop's facts. */
export function keywordTarget(keyword: HrefKeyword, site: LayoutData['site']): string {
  const targets: Record<HrefKeyword, string> = {
    call: site.phoneHref,
    directions: site.directionsUrl,
    email: `mailto:${site.email}`,
    'careers-email': `mailto:${site.careersEmail}`,
  };
  return targets[keyword];
}

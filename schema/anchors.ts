/**
 * Section ids that links may target with "#name", per page kind. Pages render these ids and the
 * link check accepts only these: one list, used by both.
 */
export const anchors = {
  home: ['quote', 'service-request', 'faq', 'makes', 'services'],
  contact: ['quote'],
  cities: ['primary-areas', 'extended-areas'],
} as const satisfies Partial<Record<string, readonly string[]>>;

/** Every page has the skip-link target. */
export const commonAnchors = ['main'] as const;

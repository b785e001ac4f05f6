/**
 * Section ids that links may target with "#name". Components give their sections these ids by name
 * (`id={anchor.quote}`), and the link check accepts exactly the ids listed for each page kind: one list,
 * used by both.
 */
export const anchor = {
  main: 'main',
  quote: 'quote',
  serviceRequest: 'service-request',
  faq: 'faq',
  makes: 'makes',
  services: 'services',
  primaryAreas: 'primary-areas',
  extendedAreas: 'extended-areas',
} as const;

/** The sections each page kind has that links may target. */
export const anchors = {
  home: [anchor.quote, anchor.serviceRequest, anchor.faq, anchor.makes, anchor.services],
  contact: [anchor.quote],
  cities: [anchor.primaryAreas, anchor.extendedAreas],
} as const satisfies Partial<Record<string, readonly string[]>>;

/** Every page has the skip-link target. */
export const commonAnchors = [anchor.main] as const;

import type { Content } from '../schema/collections.ts';
import { phoneE164 } from '../schema/format.ts';
import type { Day } from '../schema/site.ts';
import type { ServiceArea } from '../schema/area.ts';
import type { OfferCard } from '../schema/special.ts';
import type { Crumb } from '../schema/page-data.ts';
import { entryPath } from '../schema/routes.ts';

const schemaDay: Record<Day, string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

/** schema.org AutoRepair for home and contact: every fact from content/site.yaml, makes and areas. */
export function autoRepair(c: Pick<Content, 'site' | 'makes' | 'areas'>) {
  const { site } = c;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${site.url}/#business`,
    name: site.name,
    url: `${site.url}/`,
    image: `${site.url}${site.socialImage}`,
    telephone: phoneE164(site.phone),
    email: site.email,
    priceRange: site.priceRange,
    foundingDate: String(site.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: site.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => schemaDay[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    // schema.org has no makesOffered on AutoRepair; knowsAbout carries the makes the shop services.
    knowsAbout: c.makes.makes.map((m) => m.name),
    areaServed: c.areas.areas.map((a) => ({ '@type': 'City', name: `${a.city}, ${a.state}` })),
  };
}

/** schema.org BreadcrumbList of the same trail the page shows. */
export function breadcrumbs(siteUrl: string, trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.label,
      item: `${siteUrl}${t.href}`,
    })),
  };
}

/** schema.org Service of one service page, offered across the shop's state. */
export function serviceLd(
  site: Pick<Content['site'], 'url' | 'address'>,
  name: string,
  description: string,
  path: string,
) {
  const siteUrl = site.url;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: `${siteUrl}${path}`,
    provider: { '@id': `${siteUrl}/#business` },
    areaServed: { '@type': 'State', name: site.address.regionName },
  };
}

export function articleLd(
  siteUrl: string,
  a: { title: string; excerpt: string; author: string; date: string },
  path: string,
  publisher: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    author: { '@type': 'Person', name: a.author },
    datePublished: a.date,
    mainEntityOfPage: `${siteUrl}${path}`,
    publisher: { '@type': 'Organization', name: publisher },
  };
}

/** schema.org Offer for one current special: its dates, the price when it is a fixed price, its picture if any. */
export function offerLd(siteUrl: string, o: OfferCard) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: o.title,
    description: `${o.summary} ${o.finePrint}`,
    url: `${siteUrl}/specials#${o.slug}`,
    ...(o.image && { image: `${siteUrl}${o.image.src}` }),
    ...(o.price === undefined ? {} : { price: o.price.toFixed(2), priceCurrency: 'USD' }),
    validFrom: o.starts,
    validThrough: o.ends,
    offeredBy: { '@id': `${siteUrl}/#business` },
    itemOffered: o.services.map((s) => ({
      '@type': 'Service',
      name: s.name,
      url: `${siteUrl}${entryPath('service', s.slug)}`,
    })),
  };
}

/** The shop's auto repair service for one town: the town is the area served. */
export function townLd(c: Pick<Content, 'site'>, area: ServiceArea, path: string, description: string) {
  const { site } = c;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Auto and truck repair',
    name: `Auto repair for ${area.city}, ${area.state}`,
    description,
    url: `${site.url}${path}`,
    provider: {
      '@id': `${site.url}/#business`,
      '@type': 'AutoRepair',
      name: site.name,
      telephone: phoneE164(site.phone),
    },
    areaServed: {
      '@type': 'City',
      name: `${area.city}, ${area.state}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: area.city,
        addressRegion: area.state,
        postalCode: area.zipCodes[0],
        addressCountry: 'US',
      },
    },
  };
}

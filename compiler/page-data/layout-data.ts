import type { Content } from '../../schema/collections.ts';
import type { LayoutData } from '../../schema/page-data.ts';
import { zoneOffsets, type ZoneOffsets } from '../../schema/zone-offsets.ts';
import { phoneE164, weeklyHours, formatWarranty, formatHoursRange } from '../../schema/format.ts';

/** Years of the time zone's offsets the pages carry, from the build's year on (a site is rebuilt far more often). */
const ZONE_OFFSET_YEARS = 3;

/**
 * Each zone's table by zone and first year, worked out once a process (about 20 ms through Intl, and the server's
 * rebuild after a save asked for it twice): the same zone gives the same offsets while the program runs.
 */
const tables = new Map<string, ZoneOffsets>();
function zoneTable(timeZone: string, fromYear: number): ZoneOffsets {
  const key = `${timeZone} ${fromYear}`;
  let table = tables.get(key);
  if (!table) tables.set(key, (table = zoneOffsets(timeZone, fromYear, ZONE_OFFSET_YEARS)));
  return structuredClone(table);
}

/**
 * Data every page shares: header, footer and the shop's facts in display form. `today` (the build's day) only sets
 * the years of the time-zone table, so the data changes once a year, not daily.
 */
export function layoutData(c: Content, today: string): LayoutData {
  const { site, navigation } = c;
  const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
  return {
    site: {
      name: site.name,
      shortName: site.shortName,
      url: site.url,
      phone: site.phone,
      phoneHref: `tel:${phoneE164(site.phone)}`,
      email: site.email,
      careersEmail: site.careersEmail,
      address: { ...site.address, full: address },
      directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`,
      mapEmbedUrl: site.mapEmbedUrl,
      hours: weeklyHours(site.hours),
      /** The hours as written, and the time zone they are in: the browser works out "Open now" from them. */
      openingHours: site.hours,
      timeZone: site.timeZone,
      zoneOffsets: zoneTable(site.timeZone, Number(today.slice(0, 4))),
      mobileHours: `${site.mobileService.days.length === 7 ? '7 days a week' : site.mobileService.days.join(', ')}, ${formatHoursRange(site.mobileService.opens, site.mobileService.closes, true)}`,
      warranty: formatWarranty(site.warranty),
      rating: site.rating,
      founded: site.founded,
      responsePromise: site.responsePromise,
    },
    navigation,
  };
}

// JSON-LD for search engines (schema.org): the business, from the site settings, and breadcrumb
// trails. Pure builders; src/components/JsonLd.astro writes the result into a page.
import type { SettingsFacts } from '../../schemas/settings.ts';
import type { Location } from '../../schemas/company.ts';
import type { Position } from './directions.ts';
import { openingHoursSpecification, upcomingClosedDays, type HoursRow } from '../../conventions/opening-hours.ts';
import { officeClosedDays } from '../../conventions/public-holidays.ts';
import { HOME_PATH } from '../../conventions/paths.ts';

type JsonLd = Record<string, unknown>;

const geo = (position: Position | undefined) => position && { '@type': 'GeoCoordinates', ...position };

/** Hours, when given, as schema.org reads them; `undefined` leaves the property out. */
const hours = (rows: readonly HoursRow[] | undefined, closed: Parameters<typeof openingHoursSpecification>[1] = []) =>
  rows?.length || closed.length ? openingHoursSpecification(rows ?? [], closed) : undefined;

/** A site or depot one can drive to, as a department of the business. */
function department(location: Location, settings: SettingsFacts): JsonLd {
  return {
    '@type': 'LocalBusiness',
    name: `${settings.name}, ${location.name}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressRegion: location.region,
      addressCountry: settings.headOffice.countryCode,
    },
    telephone: location.phone?.tel,
    geo: geo(location.position),
    openingHoursSpecification: hours(location.openingHours),
  };
}

export interface BusinessPlaces {
  /** The sites and depots; those with an address or a position become departments. */
  locations?: readonly Location[];
  /** The build's date (YYYY-MM-DD): the office's closed days from it on are given as exceptions. */
  today?: string;
}

/** The company as a schema.org LocalBusiness; `description` is the page's own. */
export function localBusiness(settings: SettingsFacts, description: string, { locations = [], today }: BusinessPlaces = {}): JsonLd {
  const { headOffice } = settings;
  const closed = today ? upcomingClosedDays(officeClosedDays(settings, today), today) : [];
  const departments = locations
    .filter((location) => location.kind !== 'main-office' && (location.address || location.position))
    .map((location) => department(location, settings));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': new URL(`${HOME_PATH}#business`, settings.url).href,
    name: settings.name,
    description,
    url: new URL(HOME_PATH, settings.url).href,
    telephone: settings.freePhone.tel,
    email: settings.emails[0]?.address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: headOffice.street,
      addressLocality: headOffice.locality,
      addressRegion: headOffice.region,
      postalCode: headOffice.postcode,
      addressCountry: headOffice.countryCode,
    },
    geo: geo(headOffice.position),
    openingHoursSpecification: hours(settings.officeHours, closed),
    department: departments.length > 0 ? departments : undefined,
    foundingDate: String(settings.foundedYear),
  };
}

export interface Crumb {
  name: string;
  /** Site path, e.g. `/products/dairy-feed`. */
  path: string;
}

/** A schema.org BreadcrumbList: the trail from Home to the page, with absolute URLs. */
export function breadcrumbList(crumbs: Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: new URL(path, siteUrl).href,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

// JSON-LD for search engines (schema.org): the business, from the site settings, and breadcrumb
// trails. Pure builders; src/components/JsonLd.astro writes the result into a page.
import type { SettingsFacts } from '../schemas/settings';

type JsonLd = Record<string, unknown>;

/** The company as a schema.org LocalBusiness; `description` is the page's own. */
export function localBusiness(settings: SettingsFacts, description: string): JsonLd {
  const { headOffice } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': new URL('/#business', settings.url).href,
    name: settings.name,
    description,
    url: new URL('/', settings.url).href,
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

// Places a farmer can drive to, as built into dist/: every site and depot card on the page that
// lists it, and the head office beside the office phone. Each card with a map position or an
// address leads to directions there in the phone's maps app; hours are written as people say
// them; the JSON-LD gives the same positions and hours. Expectations come from the entries.
import { describe, expect, it } from 'vitest';
import { expectedClosedDay, expectedGeo, expectedHours } from '../fixtures/structured-data.ts';
import { attribute, elements, textContent, type HtmlElement, type HtmlNode } from '../../src/lib/built/built-site.ts';
import { findServedFile } from '../../src/integrations/built-files.ts';
import { buildDate } from '../../src/conventions/build-date.ts';
import { keepPlaceNames } from '../../src/lib/design/typography.ts';
import {
  closedDaysShown,
  spokenClosedDay,
  spokenDate,
  spokenHours,
  todaysHours,
  upcomingClosedDays,
} from '../../src/conventions/opening-hours.ts';
import { officeClosedDays, regionCode } from '../../src/conventions/public-holidays.ts';
import { pagePath, placeAnchor, placePath } from '../../src/conventions/paths.ts';
import { DIST, readPage } from '../../scripts/lib/site-metrics.ts';
import { contentRoutes, locations, pages, settings, someOf } from '../fixtures/site-content.ts';

type JsonLd = Record<string, unknown>;
const { headOffice } = settings;

/** The pages whose sections show a list, by the list's name. */
const pagesListing = (list: string) =>
  pages
    .filter(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === list))
    .map(({ id }) => pagePath(id));

const pageElements = (path: string) => readPage(findServedFile(path, DIST)!).elements;
const textOf = (element: HtmlElement) => textContent(element).replace(/\s+/g, ' ').trim();
/** Words as `textOf` reads them: a non-breaking space as a space. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const hasClass = (element: HtmlElement, name: string) => attribute(element, 'class')?.split(' ').includes(name) ?? false;

/** What the card (li) in `main` says of the place named `name`: its heading and what follows, up to the next place's. */
function cardOf(path: string, name: string): HtmlElement[] {
  const main = pageElements(path).find((el) => el.tagName === 'main')!;
  const isName = (node: HtmlNode) => 'tagName' in node && /^h[34]$/.test(node.tagName) && textOf(node) === name;
  const card = [...elements(main)].find((el) => el.tagName === 'li' && el.childNodes.some(isName));
  expect(card, `${path} has a card for ${name}`).toBeDefined();
  const inCard = card!.childNodes.filter((node): node is HtmlElement => 'tagName' in node);
  const start = inCard.findIndex(isName);
  const next = inCard.findIndex((el, index) => index > start && el.tagName === inCard[start]!.tagName);
  return inCard.slice(start, next === -1 ? undefined : next).flatMap((el) => [...elements(el)]);
}

/** The directions links among elements. */
const directionsLinks = (within: HtmlElement[]) => within.filter((el) => el.tagName === 'a' && hasClass(el, 'directions'));

/** Checks a directions link: Google's documented directions URL to the position, else to the address; a new tab. */
function expectDirections(
  link: HtmlElement | undefined,
  place: { position?: { latitude: number; longitude: number } | undefined; address?: string | undefined },
) {
  expect(link, 'a Directions link').toBeDefined();
  const url = new URL(attribute(link!, 'href')!);
  expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
  expect(url.searchParams.get('api')).toBe('1');
  const destination = url.searchParams.get('destination')!;
  if (place.position) expect(destination).toBe(`${place.position.latitude},${place.position.longitude}`);
  else expect(destination.startsWith(place.address!)).toBe(true);
  expect(attribute(link!, 'target')).toBe('_blank');
  expect(attribute(link!, 'rel')).toBe('noopener noreferrer');
  expect(textOf(link!)).toMatch(/^Directions\b/);
}

// What each card shows: a site's own facts, the main office's from settings (its hours are said
// once, beside the office number).
const cards = locations.map(({ data }) => ({
  name: data.name,
  path: pagesListing(data.kind === 'depot' ? 'depots' : 'offices'),
  ...(data.kind === 'main-office'
    ? {
        address: `${headOffice.street}, ${headOffice.locality}`,
        position: headOffice.position,
        hours: undefined,
        phone: settings.officePhone,
      }
    : data.kind === 'depot'
      ? // A depot that gives no hours of its own has the usual depot hours of the settings.
        {
          address: data.address,
          position: data.position,
          hours: data.openingHours ?? settings.depotHours,
          phone: data.phone,
        }
      : { address: data.address, position: data.position, hours: data.openingHours, phone: data.phone }),
}));
const cardCases = cards.flatMap(({ path, ...card }) => path.map((page) => ({ page, ...card })));

describe('sites and depots in dist/', () => {
  it.each(
    someOf(
      cardCases.filter((card) => card.position || card.address),
      'site or depot with a position or address',
    ),
  )('$page: $name has a Directions link to where it is', ({ page, name, position, address }) => {
    const links = directionsLinks(cardOf(page, name));
    expect(links).toHaveLength(1);
    expectDirections(links[0], { position, address });
  });

  it.each(
    someOf(
      cardCases.filter((card) => card.address),
      'site or depot with an address',
    ),
  )('$page: $name shows its address with no place name split after a short word ("Mt")', ({ page, name, address }) => {
    const shown = cardOf(page, name).find((el) => el.tagName === 'p' && hasClass(el, 'address'));
    expect(shown, 'the card shows its address').toBeDefined();
    expect(textContent(shown!).trim()).toBe(keepPlaceNames(address!));
  });

  it.each(
    someOf(
      cardCases.filter((card) => card.hours?.length),
      'site or depot with hours',
    ),
  )('$page: $name shows its hours as people say them', ({ page, name, hours }) => {
    const list = cardOf(page, name).find((el) => el.tagName === 'ul' && hasClass(el, 'opening-hours'));
    expect(list, 'a list of hours').toBeDefined();
    const lines = [...elements(list!)].filter((el) => el.tagName === 'li').map(textOf);
    expect(lines).toEqual(spokenHours(hours!).map(plain));
  });

  it.each(
    someOf(
      cardCases.filter((card) => card.phone),
      'site or depot with a phone',
    ),
  )('$page: $name has its phone number to tap', ({ page, name, phone }) => {
    const tel = cardOf(page, name).filter((el) => el.tagName === 'a' && attribute(el, 'href') === `tel:${phone!.tel}`);
    expect(tel).toHaveLength(1);
  });
});

describe('the depots in dist/', () => {
  // As a farmer near the head office reads them: its region first, then each region where its
  // first depot comes by order, each region's depots by order under the region's name.
  const depots = locations.filter(({ data }) => data.kind === 'depot').map(({ data }) => data);
  const regions = [...new Set(depots.map(({ region }) => region))].sort(
    (a, b) => Number(b === headOffice.region) - Number(a === headOffice.region),
  );
  const expected = regions.flatMap((region) => [region, ...depots.filter((depot) => depot.region === region).map(({ name }) => name)]);

  it.each(someOf(pagesListing('depots'), 'page listing the depots'))(
    '%s lists the depots region by region, the head office\u2019s first, each under its region\u2019s name',
    (path) => {
      const main = pageElements(path).find((el) => el.tagName === 'main')!;
      const headings = [...elements(main)].filter(
        (el) =>
          el.tagName === 'h4' ||
          (el.tagName === 'h3' && el.parentNode!.childNodes.some((node) => 'tagName' in node && node.tagName === 'h4')),
      );
      expect(headings.map(textOf)).toEqual(expected);
      expect(headings.filter((el) => el.tagName === 'h3').map(textOf)).toEqual(regions);
    },
  );
});

describe('the office hours in dist/', () => {
  const today = buildDate();
  // The office's own closed days and the public holidays, as the build works them out.
  const closedDays = officeClosedDays(settings, today);
  const line = todaysHours(settings.officeHours ?? [], closedDays, today);
  const week = spokenHours(settings.officeHours ?? []).map(plain);
  const hoursPages = pagesListing('contact-details');

  // A region the holiday calendar does not know would leave its anniversary day out of the closed days.
  it('has the head office in a region whose anniversary day the holiday calendar knows', () => {
    expect(regionCode(settings.headOffice.region), settings.headOffice.region).toBeDefined();
  });

  it.each(someOf([...contentRoutes, '/404'], 'route'))(
    '%s says under its header whether the office is open on the build\u2019s day, and the week\u2019s hours at most once',
    (path) => {
      const all = pageElements(path);
      const said = all.filter((el) => hasClass(el, 'office-today'));
      if (line === undefined) expect(said).toEqual([]);
      else {
        expect(said).toHaveLength(1);
        expect(textOf(said[0]!)).toBe(plain(`${spokenDate(today)} ${line}`));
        // Straight after the header, before the page's own content.
        const siblings = said[0]!.parentNode!.childNodes.filter((node): node is HtmlElement => 'tagName' in node);
        expect(siblings[siblings.indexOf(said[0]!) - 1]?.tagName).toBe('astro-island');
        expect(siblings[siblings.indexOf(said[0]!) + 1]?.tagName).toBe('main');
      }
      // The week's hours: beside the office number on Contact Us, nowhere else; a site or depot
      // card on the page may keep the same hours of its own.
      const lists = all.filter((el) => el.tagName === 'ul' && hasClass(el, 'office-hours'));
      expect(lists).toHaveLength(hoursPages.includes(path) && week.length > 0 ? 1 : 0);
      if (week.length === 0) return;
      const sameHours = cardCases.filter(
        (card) => card.page === path && card.hours && plain(spokenHours(card.hours)[0]!) === week[0],
      ).length;
      const text = textOf(all.find((el) => el.tagName === 'body')!);
      expect(text.split(week[0]!).length - 1, week[0]).toBe(lists.length + sameHours);
    },
  );

  it.each(someOf(hoursPages, 'page with the contact details'))(
    '%s gives the week\u2019s hours and the next closed days beside the office phone',
    (path) => {
      const closed = closedDaysShown(closedDays, today);
      const expected = [...spokenHours(settings.officeHours ?? []), ...closed.map(spokenClosedDay)].map(plain);
      const lists = pageElements(path).filter((el) => el.tagName === 'ul' && hasClass(el, 'office-hours'));
      for (const list of lists) expect([...elements(list)].filter((el) => el.tagName === 'li').map(textOf)).toEqual(expected);
    },
  );
});

describe('the head office in dist/', () => {
  const contactPages = someOf(['/', ...pagesListing('contact-details')], 'page with the head office');

  it.each(contactPages)('%s leads to the head office with a Directions link beside its address', (path) => {
    const address = pageElements(path).find((el) => el.tagName === 'address')!;
    const after = address.parentNode!.childNodes.filter((node): node is HtmlElement => 'tagName' in node);
    const link = directionsLinks(after.slice(after.indexOf(address) + 1))[0];
    expectDirections(link, { position: headOffice.position, address: headOffice.street });
  });
});

describe('places in the JSON-LD in dist/', () => {
  const businessOn = (path: string) =>
    pageElements(path)
      .filter((el) => el.tagName === 'script' && attribute(el, 'type') === 'application/ld+json')
      .map((el) => JSON.parse(textContent(el)) as JsonLd)
      .find((data) => data['@type'] === 'LocalBusiness')!;
  const businessPages = pages.filter(({ data }) => data.describesBusiness);

  it.each(
    someOf(
      businessPages.map(({ id }) => pagePath(id)),
      'page that describes the business',
    ),
  )('%s places the head office on the map with its hours and the closed days ahead', (path) => {
    const business = businessOn(path);
    expect(business['geo']).toEqual(headOffice.position && expectedGeo(headOffice.position));
    const hours = [
      ...(settings.officeHours ?? []).map(expectedHours),
      ...upcomingClosedDays(officeClosedDays(settings, buildDate()), buildDate()).map(({ date }) => expectedClosedDay(date)),
    ];
    expect(business['openingHoursSpecification']).toEqual(hours.length > 0 ? hours : undefined);
  });

  // The sites and depots a business page lists are its departments, each with its position and hours.
  const listed = businessPages.flatMap((page) => {
    const lists = page.data.sections.flatMap((section) => (section.type === 'list' ? [section.list] : []));
    return locations
      .filter(({ data }) => data.kind !== 'main-office' && lists.includes(data.kind === 'depot' ? 'depots' : 'offices'))
      .filter(({ data }) => data.address || data.position)
      .map(({ data }) => ({ path: pagePath(page.id), location: data }));
  });

  it.each(someOf(listed, 'site or depot on a business page'))(
    '$path gives $location.name as a department with its position and hours',
    ({ path, location }) => {
      const departments = (businessOn(path)['department'] as JsonLd[]) ?? [];
      const department = departments.find(({ name }) => name === `${settings.name}, ${location.name}`);
      expect(department, location.name).toBeDefined();
      expect(department!['@type']).toBe('LocalBusiness');
      expect(department!['geo']).toEqual(location.position && expectedGeo(location.position));
      // A depot that gives none of its own has the usual depot hours of the settings.
      const hours = location.openingHours ?? (location.kind === 'depot' ? settings.depotHours : undefined);
      expect(department!['openingHoursSpecification']).toEqual(hours?.map(expectedHours));
      expect(department!['telephone']).toBe(location.phone?.tel);
    },
  );
});

describe.skipIf(pagesListing('delivery-map').length === 0)('the map of the sites and depots in dist/', () => {
  // The entries say what the map marks: the head office (the main office, at the head office's
  // position), every depot, and the page's own sites, each with a map position; each name links to
  // its card on the page that lists it. Drawn into the page: nothing is fetched from elsewhere.
  const listedOn = (list: string) =>
    pages.find(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === list));
  // Content may have no map: the rehearsal's business adds one to /molasses (tests/fixtures/go-live.ts).
  const mapPages = pagesListing('delivery-map');
  const expectedPlaces = (path: string) => {
    const ownOffices = pagesListing('offices').includes(path);
    return locations
      .filter(({ data }) => data.kind === 'depot' || data.kind === 'main-office' || ownOffices)
      .flatMap(({ data }) => {
        // The head office is where the settings put it; a place with no position is not on the map.
        const position = data.kind === 'main-office' ? headOffice.position : data.position;
        if (!position) return [];
        const page = listedOn(data.kind === 'depot' ? 'depots' : 'offices');
        // Each card's id is made from its name as it is now (the content's names are each their own).
        return [{ name: data.name, href: page ? placePath(page.id, placeAnchor(data.name)) : undefined, latitude: position.latitude }];
      });
  };
  const byName = (places: { name: string; href: string | undefined }[]) =>
    [...places].map(({ name, href }) => ({ name, href })).sort((a, b) => a.name.localeCompare(b.name));

  it.each(mapPages)('%s marks each place the entries give a position, its name linked to its card', (path) => {
    const svg = pageElements(path).find((el) => el.tagName === 'svg' && hasClass(el, 'delivery-map'));
    const expected = expectedPlaces(path);
    if (expected.length === 0) return expect(svg).toBeUndefined();
    expect(svg).toBeDefined();
    const inside = [...elements(svg!)];
    const labels = inside
      .filter((el) => el.tagName === 'text')
      .map((text) => ({ name: textOf(text), href: attribute(text.parentNode as HtmlElement, 'href') }));
    expect(byName(labels)).toEqual(byName(expected));
    // One mark for each group of places, the head office's square; a regional map's frame is no mark.
    const marks = inside.filter(
      (el) => el.tagName === 'circle' || (el.tagName === 'rect' && el.parentNode === svg && !hasClass(el, 'map-frame')),
    );
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.length).toBeLessThanOrEqual(expected.length);
    expect(marks.filter((el) => el.tagName === 'rect')).toHaveLength(
      headOffice.position && locations.some(({ data }) => data.kind === 'main-office') ? 1 : 0,
    );
  });

  it.each(mapPages)('%s draws the map from nothing outside the page, in a few kilobytes', (path) => {
    const svg = pageElements(path).find((el) => el.tagName === 'svg' && hasClass(el, 'delivery-map'));
    if (!svg) return;
    const inside = [...elements(svg)];
    expect(inside.filter((el) => ['image', 'use', 'foreignObject', 'style', 'script'].includes(el.tagName))).toEqual([]);
    for (const el of inside) {
      for (const { name, value } of el.attrs) {
        if (name === 'href' || name === 'xlink:href') expect(value, `${el.tagName} ${name}`).toMatch(/^\/(?!\/)/);
        expect(value, `${el.tagName} ${name}`).not.toMatch(/url\(|https?:/);
      }
    }
    const outline = inside.find((el) => el.tagName === 'path');
    expect(attribute(outline!, 'd')!.length, 'the outline in characters').toBeLessThan(2_500);
  });

  it.each(mapPages)('%s names every place on the map in words beside it, north to south, each linked to its card', (path) => {
    const expected = expectedPlaces(path);
    const list = pageElements(path).find((el) => el.tagName === 'p' && hasClass(el, 'map-places'));
    if (expected.length === 0) return expect(list).toBeUndefined();
    const links = [...elements(list!)].filter((el) => el.tagName === 'a').map((a) => ({ name: textOf(a), href: attribute(a, 'href') }));
    const northFirst = [...expected].sort((a, b) => b.latitude - a.latitude).filter(({ href }) => href);
    expect(links).toEqual(northFirst.map(({ name, href }) => ({ name, href })));
  });

  it.each(mapPages)('%s says beside the map what the settings say of delivery', (path) => {
    const words = pageElements(path).find((el) => el.tagName === 'dl' && hasClass(el, 'delivery-words'));
    const said = [settings.delivery?.area, settings.delivery?.leadTime, settings.delivery?.minimumLoad].filter(Boolean);
    if (said.length === 0) return expect(words).toBeUndefined();
    expect([...elements(words!)].filter((el) => el.tagName === 'dd').map(textOf)).toEqual(said.map((text) => text!.replace(/\s+/g, ' ')));
  });
});

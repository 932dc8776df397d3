// How the site arranges the entries for its pages, once per build (src/data/site.ts): categories
// and products in their orders with paused products left out, the offices, depots and staff groups,
// the declarations newest season first, each page's sections as shown, and the notices of the
// build's day. Pure and generic over the entries, so the unit tests give plain objects.
import type { Category, Product } from '../../schemas/catalogue.ts';
import type { Location, StaffGroupEntry, StaffMember } from '../../schemas/company.ts';
import type { Declaration } from '../../schemas/resources.ts';
import type { Settings } from '../../schemas/settings.ts';
import { isPaused } from '../paths/route-claims.ts';
import { buildDate } from '../../conventions/build-date.ts';
import { placeAnchor } from '../../conventions/paths.ts';
import { currentNotices } from '../company/notices.ts';
import { displayDate, latestOfEachKind, newestSeasonFirst, seasonYears } from '../company/declarations.ts';
import type { Entry } from './entry.ts';
import { byOrder, listingOrder } from './order.ts';
import { sectionsShown } from './sample-values.ts';

/** An entry as arranging reads it: its id and its fields. */
type Listed<Data> = Pick<Entry<Data>, 'id' | 'data'>;

export interface Catalogue<C, P> {
  /** In bar order. */
  categories: C[];
  /** In the order of their cards on a page that lists the categories. */
  categoryCards: C[];
  /** Each category's products, in listing order (order, then name); none paused. */
  productsByCategory: Map<string, P[]>;
  /** Every product on the site, category by category: a paused one is on no page. */
  products: P[];
}

/** The categories and the products on the site, sorted. Each product's category exists: its schema checks the reference. */
export function arrangeCatalogue<C extends Listed<Category>, P extends Listed<Product>>(
  categories: readonly C[],
  products: readonly P[],
): Catalogue<C, P> {
  const sortedCategories = [...categories].sort((a, b) => byOrder(a.data, b.data));
  const onSite = products.filter((product) => !isPaused(product));
  const productsByCategory = new Map(
    sortedCategories.map((category) => [
      category.id,
      onSite.filter((product) => product.data.category === category.id).sort((a, b) => listingOrder(a.data, b.data)),
    ]),
  );
  const categoryCards = [...categories].sort((a, b) => a.data.cardOrder - b.data.cardOrder);
  return { categories: sortedCategories, categoryCards, productsByCategory, products: [...productsByCategory.values()].flat() };
}

export interface StaffCardData extends StaffMember {
  id: string;
  /** The name of the site they are based at. */
  locationName: string;
}

export interface StaffGroup {
  name: string;
  members: StaffCardData[];
}

/** A site or depot with its entry's id and the id of its card, by which a link lands on it. */
export type Place = Location & { id: string; anchor: string };

/** The places of one region, in order. */
export interface RegionGroup {
  region: string;
  locations: Place[];
}

export interface Company {
  /** The main office, plant, mill and workshop, in order. */
  offices: Place[];
  /** The molasses depots, as `depotRegions` lists them. */
  depots: Place[];
  /** The depots by region, as a farmer near the head office reads them (`byRegion`). */
  depotRegions: RegionGroup[];
  /** Every staff member in the groups of Contact Us, each group in order. */
  staffGroups: StaffGroup[];
  /** What opening an account takes, with the person to ring: none while the settings say nothing of it. */
  account: Account[];
}

/** The settings' words on opening an account, with the person who opens them. */
type Account = Omit<NonNullable<Settings['account']>, 'contact'> & { contact: StaffCardData };

/** A region's name as the office may type it twice: "Southland", " southland". */
const sameRegion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Places grouped by region, as a local farmer reads them: the business's own region (the head
 * office's) first, then each region where its first place comes by order; within a region, by
 * order. The order is the content's, so the office changes it by a place's region and Order.
 */
function byRegion(locations: readonly Place[], homeRegion: string): RegionGroup[] {
  const groups: RegionGroup[] = [];
  for (const location of [...locations].sort(byOrder)) {
    const group = groups.find(({ region }) => sameRegion(region, location.region));
    if (group) group.locations.push(location);
    else groups.push({ region: location.region, locations: [location] });
  }
  return groups.sort((a, b) => Number(sameRegion(b.region, homeRegion)) - Number(sameRegion(a.region, homeRegion)));
}

/**
 * The offices, the depots by region (the head office's region first), the staff in their groups (in
 * the groups' order) and
 * the person to ring for an account. The schemas check each person's location and the account's
 * person exist; on the dev server a site deleted under a person leaves their location unnamed until fixed.
 */
export function arrangeCompany(
  locations: readonly Listed<Location>[],
  staff: readonly Listed<StaffMember>[],
  groups: readonly Listed<StaffGroupEntry>[],
  settings: Pick<Settings, 'headOffice' | 'account'> & Partial<Pick<Settings, 'depotHours'>>,
): Company {
  const locationNames = new Map(locations.map(({ id, data }) => [id, data.name]));
  const members = staff.map(({ id, data }) => ({ ...data, id, locationName: locationNames.get(data.location) ?? '' }));
  // A depot that gives no hours of its own has the usual depot hours, typed once in the settings; one
  // without a phone of its own is reached by the page's free phone, said once.
  // Each card's id from its name; two places of one name, or a name of no letters, fall back on the file's.
  const anchors = new Set<string>();
  const anchorOf = (id: string, name: string) => {
    const anchor = [placeAnchor(name), `place-${id}`].find((candidate) => candidate && !anchors.has(candidate)) ?? `place-${id}`;
    anchors.add(anchor);
    return anchor;
  };
  const all = [...locations]
    .sort((a, b) => byOrder(a.data, b.data))
    .map(({ id, data }) => ({
      ...data,
      id,
      anchor: anchorOf(id, data.name),
      ...(data.kind === 'depot' ? { openingHours: data.openingHours ?? settings.depotHours } : {}),
    }));
  const depotRegions = byRegion(
    all.filter((location) => location.kind === 'depot'),
    settings.headOffice.region,
  );
  const { account } = settings;
  const accountContact = account && members.find(({ id }) => id === account.contact);
  return {
    offices: all.filter((location) => location.kind !== 'depot'),
    depots: depotRegions.flatMap(({ locations: inRegion }) => inRegion),
    depotRegions,
    // A group with nobody in it has no heading on the page.
    staffGroups: [...groups]
      .sort((a, b) => byOrder(a.data, b.data))
      .map(({ id, data }) => ({ name: data.name, members: members.filter((member) => member.group === id).sort(byOrder) }))
      .filter(({ members: inGroup }) => inGroup.length > 0),
    account: account && accountContact ? [{ ...account, contact: accountContact }] : [],
  };
}

/** A declaration as its card shows it: the season written out with its date, and whether it is the newest of its kind. */
type DeclarationCard = Declaration & { dates: string; latest: boolean };

export interface Resources<T> {
  /** Newest season first; within a season, in order. */
  declarations: DeclarationCard[];
  testimonials: T[];
}

/** The declarations as their cards show them on `day` (the build's), and the testimonials in order. */
export function arrangeResources<T extends Listed<{ order: number }>>(
  declarations: readonly Listed<Declaration>[],
  testimonials: readonly T[],
  day = buildDate(),
): Resources<T> {
  const latest = latestOfEachKind(
    declarations.map(({ data }) => data),
    day,
  );
  return {
    declarations: declarations
      .map(({ data }) => ({
        ...data,
        dates: `Season ${seasonYears(data.season)}${data.date ? `, dated ${displayDate(data.date)}` : ''}`,
        latest: latest.has(data),
      }))
      .sort(newestSeasonFirst),
    testimonials: [...testimonials].sort((a, b) => byOrder(a.data, b.data)),
  };
}

/** Each page by id, with the sections the site shows (src/lib/content/sample-values.ts). */
export function arrangePages<P extends Listed<{ sections: readonly { type: string }[]; sample?: readonly unknown[] | undefined }>>(
  pages: readonly P[],
): Map<string, P> {
  return new Map(pages.map((page) => [page.id, { ...page, data: { ...page.data, sections: sectionsShown(page.data) } }]));
}

/** The notices a page may show on `day` (the build's), each with its id, the one starting first first (src/lib/company/notices.ts). */
export function arrangeNotices<N extends Parameters<typeof currentNotices>[0][number]>(
  notices: readonly Listed<N>[],
  preview: boolean,
  day = buildDate(),
): (N & { id: string; startsLater: boolean })[] {
  return currentNotices(
    notices.map(({ id, data }) => ({ ...data, id })),
    day,
    preview,
  );
}

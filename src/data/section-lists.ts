// What a list section shows: one function per list a page section can name (sectionLists in
// src/schemas/section-kinds.ts), so a new list is one line here and its drawing in ListSection.astro.
import type { Site } from './site.ts';
import type { SectionListName } from '../schemas/section-kinds.ts';
import { placePath } from '../conventions/paths.ts';
import type { MapPlace } from '../lib/company/delivery-map.ts';

/** The parts of the site's content that the lists are drawn from. */
export type ListSource = Pick<
  Site,
  | 'settings'
  | 'account'
  | 'offices'
  | 'depots'
  | 'depotRegions'
  | 'staffGroups'
  | 'testimonials'
  | 'declarations'
  | 'categoryCards'
  | 'pdfs'
  | 'pages'
>;

/** The page whose sections list `list` (the offices, the depots), where their cards are. */
const pageListing = (site: ListSource, list: SectionListName) =>
  [...site.pages.values()].find(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === list))?.id;

/**
 * The places a map marks: the head office (the main office, at the head office's position), every
 * depot, and the offices where the page lists them (on /molasses the plant and mill would crowd
 * the head office's mark), each with a map position, linked to its card. None placed, no map.
 */
function mapPlaces(site: ListSource, pageId: string): MapPlace[] {
  const { position } = site.settings.headOffice;
  const officesPage = pageListing(site, 'offices');
  const depotsPage = pageListing(site, 'depots');
  const offices = site.offices.filter(({ kind }) => kind === 'main-office' || officesPage === pageId);
  return [...offices.map((place) => ({ place, page: officesPage })), ...site.depots.map((place) => ({ place, page: depotsPage }))].flatMap(
    ({ place, page }) => {
      const headOffice = place.kind === 'main-office';
      const at = headOffice ? position : place.position;
      return at ? [{ name: place.name, href: page && placePath(page, place.anchor), headOffice, ...at }] : [];
    },
  );
}

const lists = {
  // The phones, e-mails and head office, all from the settings: always there.
  'contact-details': (site) => [site.settings],
  // From the settings, with its person from the staff; none while the settings say nothing of it.
  account: (site) => site.account,
  offices: (site) => site.offices,
  // By region, the head office's first.
  depots: (site) => site.depotRegions,
  // One map, with the settings' words on delivery beside it.
  'delivery-map': (site, pageId) => {
    const places = mapPlaces(site, pageId);
    return places.length > 0 ? [{ places, delivery: site.settings.delivery, country: site.settings.headOffice.country }] : [];
  },
  staff: (site) => site.staffGroups,
  'featured-testimonials': (site, pageId) => site.testimonials.filter(({ data }) => data.featuredOn.includes(pageId)),
  testimonials: (site) => site.testimonials,
  declarations: (site) => site.declarations,
  // In the order of their cards, as /products lists them.
  categories: (site) => site.categoryCards,
} satisfies { [List in SectionListName]: (site: ListSource, pageId: string) => readonly unknown[] };

/** A list and its items, e.g. `{ list: 'offices', items: Location[] }`. */
export type SectionListItems = { [List in SectionListName]: { list: List; items: ReturnType<(typeof lists)[List]> } }[SectionListName];

/** The items a section naming `list` shows on the page `pageId`; none means the section is left out. */
export function sectionListItems<List extends SectionListName>(
  site: ListSource,
  list: List,
  pageId: string,
): Extract<SectionListItems, { list: List }> {
  // Each list's items come from its own function; TypeScript cannot pair the two through the index.
  return { list, items: lists[list](site, pageId) } as Extract<SectionListItems, { list: List }>;
}

// What a list section shows: one function per list a page section can name (sectionLists in
// src/schemas/section-kinds.ts), so a new list is one line here and its drawing in ListSection.astro.
import type { Site } from './site';
import type { SectionListName } from '../schemas/section-kinds';

/** The parts of the site's content that the lists are drawn from. */
export type ListSource = Pick<
  Site,
  'settings' | 'account' | 'sites' | 'depotRegions' | 'staffGroups' | 'testimonials' | 'declarations' | 'categoryCards' | 'papers'
>;

const lists = {
  // The phones, e-mails and head office, all from the settings: always there.
  'contact-details': (site) => [site.settings],
  // From the settings, with its person from the staff; none while the settings say nothing of it.
  account: (site) => site.account,
  sites: (site) => site.sites,
  // By region, the head office's first.
  depots: (site) => site.depotRegions,
  staff: (site) => site.staffGroups,
  'featured-testimonials': (site, pageId) => site.testimonials.filter(({ data }) => data.featuredOn.includes(pageId)),
  testimonials: (site) => site.testimonials,
  declarations: (site) => site.declarations,
  // In the order of their cards, as /products lists them.
  categories: (site) => site.categoryCards,
} satisfies { [List in SectionListName]: (site: ListSource, pageId: string) => readonly unknown[] };

/** A list and its items, e.g. `{ list: 'sites', items: Location[] }`. */
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

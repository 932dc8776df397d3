// What each kind of page section means beyond its fields, declared in one place for every kind:
// the picture it can lend its page, the links it writes, the editor preview's note, and whether it
// is drawn as a single column. The schema of each kind is in src/schemas/pages.ts and its component
// in src/components/sections/; the types below and in PageSections.astro require an entry for each
// kind, so a new kind is its schema, this entry and its component.
import type { Photo } from '../../schemas/common.ts';
import type { Section, SectionOf } from '../../schemas/pages.ts';

/** What a kind of section means beyond its fields. */
interface SectionRule<Kind extends Section> {
  /** The picture it can lend its page when the page has no main picture of its own (a shared link's preview). */
  picture?: (section: Kind) => Photo | undefined;
  /** The links it writes, each with its key path inside the section, checked against the site's pages. */
  links?: (section: Kind) => [keyPath: string, href: string][];
  /** The editor preview's line for what the kind draws from elsewhere, in place of its content. */
  previewNote?: string;
  /** True when drawn as one column of text or one picture, which shares a desktop's row (src/lib/content/section-rows.ts); `listItems` is how many items a list shows. */
  singleColumn?: (section: Kind, listItems: number) => boolean;
}

const buttons = ({ actions }: { actions: { href: string }[] }): [string, string][] =>
  actions.map(({ href }, index) => [`actions.${index}.href`, href]);

/** Every kind of section: read by src/data/site.ts, src/lib/content/content-checks.ts and src/admin/preview.ts. */
export const sectionRules: { [Type in Section['type']]: SectionRule<SectionOf<Type>> } = {
  text: { picture: (section) => section.photo, links: buttons, singleColumn: (section) => !section.photo },
  cards: {
    links: (section) => [
      ...section.cards.flatMap(({ href }, index): [string, string][] => (href ? [[`cards.${index}.href`, href]] : [])),
      ...buttons(section),
    ],
  },
  facts: { links: buttons },
  gallery: { picture: (section) => section.photos[0] },
  video: { picture: (section) => section.poster, singleColumn: () => true },
  'category-tiles': { previewNote: 'Shows a picture tile for every product category.' },
  list: {
    singleColumn: (section, listItems) => (section.list === 'testimonials' || section.list === 'featured-testimonials') && listItems === 1,
  },
  'key-figures': { previewNote: 'Shows the year founded, the number of staff and of depots.' },
};

/** A section's rule, for a section of any kind. */
const ruleOf = (section: Section) => sectionRules[section.type] as SectionRule<Section>;

/** The picture a section can lend its page, if any. */
export const sectionPicture = (section: Section): Photo | undefined => ruleOf(section).picture?.(section);

/** The links a section writes, each with its key path inside the section. */
export const sectionLinks = (section: Section): [keyPath: string, href: string][] => ruleOf(section).links?.(section) ?? [];

/** True for a section drawn as a single column: text without a photo, a video, a list of one testimonial. */
export const isSingleColumn = (section: Section, listItems: number): boolean => ruleOf(section).singleColumn?.(section, listItems) ?? false;

/** The editor preview's note for a section that draws its content from elsewhere; `type` as the form holds it. */
export const sectionPreviewNote = (type: string): string | undefined =>
  Object.hasOwn(sectionRules, type) ? sectionRules[type as Section['type']].previewNote : undefined;

// How a page's sections share the width of a wide screen. A section drawn as one column of text or
// one picture fills less than two thirds of a desktop's width; two such sections in a row share a
// row (side by side where there is room, PageSections.astro), so neither leaves a hole beside it.
import type { Section } from '../schemas/pages';

/**
 * True for a section drawn as a single column: text without a photo, a video, a list of one
 * testimonial. `listItems` is how many items a list section shows.
 */
export function isSingleColumn(section: Section, listItems: number): boolean {
  switch (section.type) {
    case 'text':
      return !section.photo;
    case 'video':
      return true;
    case 'list':
      return (section.list === 'testimonials' || section.list === 'featured-testimonials') && listItems === 1;
    default:
      return false;
  }
}

/** The sections in order, in rows: two single-column sections in a row share one; every other section has a row of its own. */
export function sectionRows<Item>(sections: readonly Item[], singleColumn: (section: Item) => boolean): Item[][] {
  const rows: Item[][] = [];
  for (let index = 0; index < sections.length; index += 1) {
    const section = sections[index]!;
    const next = sections[index + 1];
    if (next !== undefined && singleColumn(section) && singleColumn(next)) {
      rows.push([section, next]);
      index += 1;
    } else {
      rows.push([section]);
    }
  }
  return rows;
}

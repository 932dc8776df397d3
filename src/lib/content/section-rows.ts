// How a page's sections share the width of a wide screen. A section drawn as one column of text or
// one picture fills less than two thirds of a desktop's width; two or three such sections in a row
// share a row (side by side where there is room, PageSections.astro), so none leaves a hole beside it.
// Which sections are single-column is each kind's rule (src/schemas/section-kinds.ts).

/**
 * The sections in order, in rows: single-column sections that follow one another share rows, two
 * to a row, with the last three of an odd run together so none is left alone beside a hole; every
 * other section, and a single-column one between two others, has a row of its own.
 */
export function sectionRows<Item>(sections: readonly Item[], singleColumn: (section: Item) => boolean): Item[][] {
  const rows: Item[][] = [];
  for (let index = 0; index < sections.length;) {
    let end = index;
    while (end < sections.length && singleColumn(sections[end]!)) end += 1;
    const run = sections.slice(index, end);
    if (run.length === 0) {
      rows.push([sections[index]!]);
      index += 1;
      continue;
    }
    while (run.length > 0) rows.push(run.splice(0, run.length === 3 || run.length === 1 ? run.length : 2));
    index = end;
  }
  return rows;
}

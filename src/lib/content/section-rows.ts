// How a page's sections share the width of a wide screen. A section drawn as one column of text or
// one picture fills less than two thirds of a desktop's width; two or three such sections of about
// the same length share a row (side by side where there is room, PageSections.astro), so none
// leaves a hole beside it. A short one beside a long one would leave its column empty under it: it
// has a row of its own instead, its heading beside its words. Which sections are single-column, and
// how long each is, is each kind's rule (src/schemas/section-kinds.ts).

/** How much longer than the shortest a section sharing its row may be. */
const LONGEST_BESIDE = 2;

/**
 * The sections in order, in rows: single-column sections that follow one another share rows, two
 * to a row, with the last three of an odd run together so none is left alone; sections share a
 * row only where the longest is at most LONGEST_BESIDE times the shortest (`length`, in lines).
 * Every other section, and a single-column one between two others or of another length than its
 * neighbours, has a row of its own.
 */
export function sectionRows<Item>(
  sections: readonly Item[],
  singleColumn: (section: Item) => boolean,
  length: (section: Item) => number = () => 1,
): Item[][] {
  const even = (...items: Item[]) => Math.max(...items.map(length)) <= LONGEST_BESIDE * Math.min(...items.map(length));
  const rows: Item[][] = [];
  for (let index = 0; index < sections.length;) {
    if (!singleColumn(sections[index]!)) {
      rows.push([sections[index]!]);
      index += 1;
      continue;
    }
    let end = index;
    while (end < sections.length && singleColumn(sections[end]!)) end += 1;
    const run = sections.slice(index, end);
    for (let at = 0; at < run.length;) {
      const [a, b, c] = run.slice(at, at + 3);
      if (at + 3 === run.length && even(a!, b!, c!)) {
        rows.push([a!, b!, c!]);
        at += 3;
      } else if (b !== undefined && even(a!, b)) {
        rows.push([a!, b]);
        at += 2;
      } else {
        rows.push([a!]);
        at += 1;
      }
    }
    index = end;
  }
  return rows;
}

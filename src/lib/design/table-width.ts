// About how wide a table is when none of its figures wraps, so a page can tell a phone that it
// scrolls sideways only where it will (ComparisonTable.astro). An estimate from the number of
// letters: a font's average letter is about half its size, a little more in bold.

/** The average letter's width, as a share of the type's size: generous, so the estimate errs wide. */
const LETTER = 0.6;
/** A cell's padding on both sides, in rem. */
const PADDING = 1.5;

/**
 * The width in rem of a table of `headings` over `rows` at body size: each column as wide as its
 * longest text, the first (names, which wrap between words) as its longest word, at least `firstMin`.
 */
export function tableWidthRem(headings: readonly string[], rows: readonly (readonly string[])[], firstMin: number): number {
  return headings.reduce((width, heading, column) => {
    const texts = [heading, ...rows.map((row) => row[column] ?? '')];
    const longest =
      column === 0
        ? Math.max(...texts.flatMap((text) => text.split(/\s+/)).map((word) => word.length))
        : Math.max(...texts.map((text) => text.length));
    return width + Math.max(longest * LETTER + PADDING, column === 0 ? firstMin : 0);
  }, 0);
}

/** The screen widths, in rem, below which a page says a table scrolls (ComparisonTable.astro has a rule for each). */
const SCROLL_HINT_BELOW = [25, 30, 35, 40, 45, 50, 60, 80] as const;

/**
 * The screen width below which a table `width` rem wide scrolls, with `margins` rem of the page
 * beside it: the first of SCROLL_HINT_BELOW past both; 'always' when it scrolls at every width
 * (wider than the page's column of `column` rem).
 */
export function scrollHintBelow(width: number, margins: number, column: number): (typeof SCROLL_HINT_BELOW)[number] | 'always' {
  if (width > column) return 'always';
  return SCROLL_HINT_BELOW.find((below) => below >= width + margins) ?? 'always';
}

// How many cards a grid puts on a row, from how many it has: rows as even as the width allows, the
// last one centred (src/styles/card-rows.css), so no grid ends in a hole or with one card alone
// under a full row. The office adds and removes cards, so the count is whatever the content holds.
// The choice is written as classes, one set per screen width: the Content-Security-Policy allows
// no style attributes.

/**
 * The most cards a row holds in a grid of each kind: on a phone, a tablet (from 40rem), a desktop
 * (from 64rem), and a desktop page with a column beside the main one (ContentPageLayout's aside).
 */
export const CARD_ROW_LIMITS = {
  /** Sites and depots: short cards of an address, hours and a phone. */
  small: { phone: 1, tablet: 3, desktop: 5, aside: 3 },
  /** Products, categories, declarations. */
  medium: { phone: 1, tablet: 2, desktop: 4, aside: 3 },
  /** Staff, testimonials, feature cards, photos. */
  large: { phone: 1, tablet: 2, desktop: 3, aside: 3 },
  /** A gallery's photos: each at least a third of a desktop page's width, one to a row beside Get in Touch. */
  gallery: { phone: 1, tablet: 2, desktop: 2, aside: 1 },
  /** The category tiles: a picture and a name, two to a row even on a phone. */
  tiles: { phone: 2, tablet: 3, desktop: 4, aside: 3 },
} as const;

export type CardRowKind = keyof typeof CARD_ROW_LIMITS;
type Screen = keyof (typeof CARD_ROW_LIMITS)[CardRowKind];

export interface RowLayout {
  /** Cards on each full row; the rows' width is shared between this many. */
  perRow: number;
  /** The last two cards take a row of their own, the row before them one card short: the one way to leave no card alone when the count is one more than a multiple of `perRow`. */
  lastPair: boolean;
}

/**
 * The row layout for `count` cards when at most `limit` fit side by side: as few rows as the limit
 * allows, each as full as the next (7 in rows of at most 4 is 4 + 3, 5 is 3 + 2, 9 is 3 + 3 + 3).
 * One card left over after full rows would stand alone, so the last full row gives up a card to
 * make a pair (7 in rows of 3 is 3 + 2 + 2). With two to a row an odd count leaves one alone,
 * centred: it cannot be otherwise.
 */
export function rowLayout(count: number, limit: number): RowLayout {
  if (count <= 1 || limit <= 1) return { perRow: 1, lastPair: false };
  const rows = Math.ceil(count / limit);
  const perRow = Math.ceil(count / rows);
  return { perRow, lastPair: perRow >= 3 && count % perRow === 1 };
}

/** The cards on each row, in order, as `rowLayout` lays them out (for tests and reasoning). */
export function rowSizes(count: number, { perRow, lastPair }: RowLayout): number[] {
  const sizes: number[] = [];
  for (let left = count; left > 0; left -= perRow) sizes.push(Math.min(perRow, left));
  if (lastPair) sizes.splice(-2, 2, perRow - 1, 2);
  return sizes;
}

/** The classes of a grid of `count` cards of a kind: its layout on each screen (card-rows.css reads them), e.g. "desktop-4". */
export function cardRowClasses(count: number, kind: CardRowKind): string[] {
  return (Object.entries(CARD_ROW_LIMITS[kind]) as [Screen, number][]).flatMap(([screen, limit]) => {
    const { perRow, lastPair } = rowLayout(count, limit);
    // One to a row is where every screen starts (card-rows.css): no class says so, but for a page
    // with a column beside the main one, which would otherwise take the desktop's count.
    const one = screen === 'aside' && rowLayout(count, CARD_ROW_LIMITS[kind].desktop).perRow > 1;
    const row = perRow === 1 ? (one ? ['aside-1'] : []) : [`${screen}-${perRow}`];
    return [...row, ...(lastPair ? [`${screen}-pair`] : [])];
  });
}

/**
 * Every class a grid of any kind takes for any number of cards: twelve cards reach every layout,
 * since no row holds more than five.
 */
export const CARD_ROW_CLASSES: ReadonlySet<string> = new Set(
  (Object.keys(CARD_ROW_LIMITS) as CardRowKind[]).flatMap((kind) =>
    Array.from({ length: 12 }, (_, index) => cardRowClasses(index + 1, kind)).flat(),
  ),
);

// How declarations are shown: by season, the newest first, as farmers look for this season's.

interface Dated {
  /** YY/YY, e.g. 24/25. */
  season: string;
  order: number;
}

/** `24/25` → `2024/25`. */
export const seasonYears = (season: string) => `20${season.slice(0, 2)}/${season.slice(3)}`;

/** Newest season first (a season's text sorts as its years do, within a century); then by order. */
export const newestSeasonFirst = (a: Dated, b: Dated) => b.season.localeCompare(a.season) || a.order - b.order;

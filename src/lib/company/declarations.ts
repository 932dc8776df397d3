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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-07-01` → `1 July 2025`, as people write a date here. */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

interface Titled extends Dated {
  title: string;
  date?: string | undefined;
}

/** What a declaration declares, from its title without the season: "Dry Feed 25/26" → "dry feed". */
export const declarationKind = ({ title, season }: Pick<Titled, 'title' | 'season'>) =>
  title.replace(season, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

/** The newest declaration of each kind: the newest season, and within it the latest date (a dated one before an undated one). */
export function latestOfEachKind<Declaration extends Titled>(declarations: readonly Declaration[]): Set<Declaration> {
  const latest = new Map<string, Declaration>();
  for (const declaration of declarations) {
    const kind = declarationKind(declaration);
    const current = latest.get(kind);
    const newer =
      !current ||
      declaration.season.localeCompare(current.season) > 0 ||
      (declaration.season === current.season && (declaration.date ?? '') > (current.date ?? ''));
    if (newer) latest.set(kind, declaration);
  }
  return new Set(latest.values());
}

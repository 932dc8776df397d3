// How declarations are shown: by season, the newest first, as farmers look for this season's. A
// season runs from June to May, as New Zealand's dairy season does; the newest of a kind is marked
// Latest while it is current: until a year after its season ended.

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

/** The last day of a season, YYYY-MM-DD: `24/25` → 2025-05-31. */
export const seasonEnd = (season: string) => `20${season.slice(3)}-05-31`;

/** The season a day (YYYY-MM-DD) is in: 2026-11-28 → 26/27, 2027-05-31 → 26/27. */
export function seasonOf(day: string): string {
  const year = Number(day.slice(2, 4));
  const first = Number(day.slice(5, 7)) >= 6 ? year : year - 1;
  const two = (n: number) => String((n + 100) % 100).padStart(2, '0');
  return `${two(first)}/${two(first + 1)}`;
}

/** True when the season ended more than a year before `day` (YYYY-MM-DD): its declarations are no longer current. */
export function seasonPast(season: string, day: string): boolean {
  const end = seasonEnd(season);
  return day > `${Number(end.slice(0, 4)) + 1}${end.slice(4)}`;
}

/** The newest declaration of each kind: the newest season, and within it the latest date (a dated one before an undated one). */
export function newestOfEachKind<Declaration extends Titled>(declarations: readonly Declaration[]): Set<Declaration> {
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

/** The declarations marked Latest on `day`: the newest of each kind, unless its season is past (seasonPast). */
export function latestOfEachKind<Declaration extends Titled>(declarations: readonly Declaration[], day: string): Set<Declaration> {
  return new Set([...newestOfEachKind(declarations)].filter(({ season }) => !seasonPast(season, day)));
}

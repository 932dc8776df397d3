// The day the site is built, as the business counts days: in New Zealand, whatever the build
// machine's clock zone. What depends on the date (a notice's first and last day) follows it, and a
// daily rebuild just after midnight (.github/workflows/scheduled-rebuild.yml) keeps it current.

/** The business's time zone. */
const TIME_ZONE = 'Pacific/Auckland';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day written YYYY-MM-DD as people write it on a notice board: "25 Dec", kept on one line. */
export function shortDay(value: string): string {
  const [, month, day] = value.split('-').map(Number) as [number, number, number];
  return `${day}\u00a0${MONTHS[month - 1]}`;
}

/**
 * The build's day as YYYY-MM-DD in Pacific/Auckland; SITE_BUILD_DATE (YYYY-MM-DD) sets it instead,
 * for tests and for building the site as it will be on a given day.
 */
export function buildDate(): string {
  const given = process.env['SITE_BUILD_DATE']?.trim();
  if (given) {
    if (!isDay(given)) throw new Error(`SITE_BUILD_DATE "${given}" must be a day written YYYY-MM-DD, e.g. 2026-12-25`);
    return given;
  }
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

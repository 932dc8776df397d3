// Opening hours as the office types them (a few rows of days and times) turned into the words
// people say ("Mon–Fri 7.30 am – 5 pm", "Closed Sat, Sun") and into schema.org's
// OpeningHoursSpecification, so the page and the search engines read the same facts.
import { shortDay } from './build-date.ts';

/** The days of the week, Monday first, as the data stores them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each day's name: short as the page says it, and in full as the editor and schema.org name it. */
export const DAY_NAMES: Record<Weekday, { short: string; full: string }> = {
  mon: { short: 'Mon', full: 'Monday' },
  tue: { short: 'Tue', full: 'Tuesday' },
  wed: { short: 'Wed', full: 'Wednesday' },
  thu: { short: 'Thu', full: 'Thursday' },
  fri: { short: 'Fri', full: 'Friday' },
  sat: { short: 'Sat', full: 'Saturday' },
  sun: { short: 'Sun', full: 'Sunday' },
};

/** One row of hours: open on these days from `opens` to `closes` (24-hour "07:30"). */
export interface HoursRow {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** A day the place is shut though its hours say open, e.g. a public holiday. */
export interface ClosedDay {
  /** YYYY-MM-DD. */
  date: string;
  name?: string | undefined;
}

/** A 24-hour time, "00:00" to "23:59". */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** "07:30" → "7.30 am", "17:00" → "5 pm", "12:00" → "12 pm"; number and am/pm never split. */
export function spokenTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hour}${minutes === 0 ? '' : `.${String(minutes).padStart(2, '0')}`}\u00a0${suffix}`;
}

// A line may break after an en dash even before a non-breaking space; a word joiner forbids it.
const UNBROKEN_DASH = '\u00a0\u2013\u2060\u00a0';

/**
 * Days in week order, as people say them: a run of three or more as a range ("Mon–Fri"), shorter
 * runs day by day ("Sat, Sun").
 */
export function spokenDays(days: readonly Weekday[]): string {
  const indexes = [...new Set(days.map((day) => WEEKDAYS.indexOf(day)))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const name = (index: number) => DAY_NAMES[WEEKDAYS[index]!].short;
  return runs.map((run) => (run.length >= 3 ? `${name(run[0]!)}\u2013\u2060${name(run.at(-1)!)}` : run.map(name).join(', '))).join(', ');
}

/** The rows in week order of their first day, so the lines read Monday to Sunday however they were typed. */
const inWeekOrder = (rows: readonly HoursRow[]) =>
  [...rows].sort(
    (a, b) => Math.min(...a.days.map((day) => WEEKDAYS.indexOf(day))) - Math.min(...b.days.map((day) => WEEKDAYS.indexOf(day))),
  );

/**
 * The hours as lines people say: one per row ("Mon–Fri 7.30 am – 5 pm"), then the days of the
 * week no row opens ("Closed Sun"). No rows, no lines: the hours are not known. A line may wrap
 * after its days, never inside its times.
 */
export function spokenHours(rows: readonly HoursRow[]): string[] {
  if (rows.length === 0) return [];
  const lines = inWeekOrder(rows).map(
    ({ days, opens, closes }) => `${spokenDays(days)} ${spokenTime(opens)}${UNBROKEN_DASH}${spokenTime(closes)}`,
  );
  const open = new Set(rows.flatMap(({ days }) => days));
  const closed = WEEKDAYS.filter((day) => !open.has(day));
  if (closed.length > 0) lines.push(`Closed ${spokenDays(closed)}`);
  return lines;
}

/** How far ahead a closed day is announced: far enough to plan a pick-up around a long weekend. */
export const CLOSED_DAYS_AHEAD = 42;

/** Days between two YYYY-MM-DD dates (calendar days, no time zone involved). */
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The closed days from `today` (YYYY-MM-DD) up to CLOSED_DAYS_AHEAD days on, soonest first. */
export function upcomingClosedDays<T extends ClosedDay>(days: readonly T[], today: string): T[] {
  return days
    .filter(({ date }) => {
      const ahead = daysBetween(today, date);
      return ahead >= 0 && ahead <= CLOSED_DAYS_AHEAD;
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** "Closed 25 Dec (Christmas Day)", date kept on one line. */
export function spokenClosedDay({ date, name }: ClosedDay): string {
  return `Closed ${shortDay(date)}${name ? ` (${name})` : ''}`;
}

/** The hours and closed days as schema.org OpeningHoursSpecification; a closed day opens and closes at midnight, as search engines read it. */
export function openingHoursSpecification(rows: readonly HoursRow[], closedDays: readonly ClosedDay[] = []) {
  return [
    ...inWeekOrder(rows).map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: WEEKDAYS.filter((day) => days.includes(day)).map((day) => DAY_NAMES[day].full),
      opens,
      closes,
    })),
    ...closedDays.map(({ date }) => ({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: date,
      validThrough: date,
    })),
  ];
}

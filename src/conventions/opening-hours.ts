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

/** "07:30" → "7.30 am", "17:00" → "5 pm", "12:00" → "12 noon" (as a farmer says it); number and am/pm never split. */
export function spokenTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (hours === 12 && minutes === 0) return '12\u00a0noon';
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

/** One row of hours as people say it: "Mon–Fri 7.30 am – 5 pm". */
export const spokenRow = ({ days, opens, closes }: HoursRow): string =>
  `${spokenDays(days)} ${spokenTime(opens)}${UNBROKEN_DASH}${spokenTime(closes)}`;

/**
 * The hours as lines people say: one per row ("Mon–Fri 7.30 am – 5 pm"), then the days of the
 * week no row opens ("Closed Sun"). No rows, no lines: the hours are not known. A line may wrap
 * after its days, never inside its times.
 */
export function spokenHours(rows: readonly HoursRow[]): string[] {
  if (rows.length === 0) return [];
  const lines = inWeekOrder(rows).map(spokenRow);
  const open = new Set(rows.flatMap(({ days }) => days));
  const closed = WEEKDAYS.filter((day) => !open.has(day));
  if (closed.length > 0) lines.push(`Closed ${spokenDays(closed)}`);
  return lines;
}

/** How far ahead search engines are told of a closed day: far enough to plan a pick-up around a long weekend. */
export const CLOSED_DAYS_AHEAD = 42;

/** The closed days the office's hours name on the page: the next one or two of the coming fortnight. */
export const CLOSED_DAYS_SHOWN = { ahead: 14, most: 2 } as const;

const DAY_MS = 86_400_000;

/** Days between two YYYY-MM-DD dates (calendar days, no time zone involved). */
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** The day `count` days after a YYYY-MM-DD date. */
const dayAfter = (date: string, count: number) => new Date(Date.parse(`${date}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The day of the week of a YYYY-MM-DD date. */
const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The closed days from `today` (YYYY-MM-DD) up to `ahead` days on, soonest first. */
export function upcomingClosedDays<T extends ClosedDay>(days: readonly T[], today: string, ahead = CLOSED_DAYS_AHEAD): T[] {
  return days
    .filter(({ date }) => {
      const distance = daysBetween(today, date);
      return distance >= 0 && distance <= ahead;
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The closed days named beside the office's hours on `today`: the next one or two of the coming fortnight (CLOSED_DAYS_SHOWN). */
export const closedDaysShown = <T extends ClosedDay>(days: readonly T[], today: string): T[] =>
  upcomingClosedDays(days, today, CLOSED_DAYS_SHOWN.ahead).slice(0, CLOSED_DAYS_SHOWN.most);

/** A day as a notice board dates it, "Sat 28 Nov", kept on one line. */
export const spokenDate = (date: string): string => `${DAY_NAMES[weekdayOf(date)].short}\u00a0${shortDay(date)}`;

/** How far ahead the line for today looks for the day the office opens again: past the longest run of holidays. */
const REOPENING_WITHIN = 31;

/**
 * Whether the office is open on `today` (YYYY-MM-DD), as one line a farmer reads before ringing:
 * "Open today 7.30 am – 5 pm", "Closed today, open Monday 7.30 am", "Closed today (Christmas Day),
 * open again Tue 29 Dec 7.30 am"; on the last working day before a holiday, that too. Undefined
 * without hours: they are not known. The site is rebuilt every day, so the line is the day's.
 */
export function todaysHours(rows: readonly HoursRow[], closedDays: readonly ClosedDay[], today: string): string | undefined {
  if (rows.length === 0) return undefined;
  const dayOf = (date: string) => ({
    date,
    row: rows.find(({ days }) => days.includes(weekdayOf(date))),
    closed: closedDays.find((closed) => closed.date === date),
  });
  const named = (closed: ClosedDay | undefined) => (closed?.name ? ` (${closed.name})` : '');
  // When it opens after `from` ("again" after a holiday): by the day's name within the week, dated
  // past another holiday or further on.
  const reopening = (from: string, afterHoliday: boolean): string | undefined => {
    let skipped = false;
    for (let ahead = 1; ahead <= REOPENING_WITHIN; ahead++) {
      const { date, row, closed } = dayOf(dayAfter(from, ahead));
      if (row && closed) skipped = true;
      if (!row || closed) continue;
      const when = skipped || ahead >= WEEKDAYS.length ? spokenDate(date) : DAY_NAMES[weekdayOf(date)].full;
      return `open ${afterHoliday || skipped ? 'again ' : ''}${when} ${spokenTime(row.opens)}`;
    }
    return undefined;
  };
  const line = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');
  const day = dayOf(today);
  if (!day.row || day.closed) return line(`Closed today${named(day.closed)}`, reopening(today, day.closed !== undefined));
  const open = `Open today ${spokenTime(day.row.opens)}${UNBROKEN_DASH}${spokenTime(day.row.closes)}`;
  // The next day it would open is a holiday: said today, while someone answers the phone.
  const next = [...Array(WEEKDAYS.length).keys()].map((ahead) => dayOf(dayAfter(today, ahead + 1))).find(({ row }) => row);
  if (!next?.closed) return open;
  const when = daysBetween(today, next.date) === 1 ? 'tomorrow' : DAY_NAMES[weekdayOf(next.date)].full;
  return line(`${open}; closed ${when}${named(next.closed)}`, reopening(next.date, true));
}

/** "Closed Fri 25 Dec (Christmas Day)", date kept on one line. */
export function spokenClosedDay({ date, name }: ClosedDay): string {
  return `Closed ${spokenDate(date)}${name ? ` (${name})` : ''}`;
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

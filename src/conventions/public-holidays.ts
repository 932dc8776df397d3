// New Zealand's public holidays, from the date-holidays library (its calendar is kept by its
// maintainers: Matariki's dates as legislated, Easter, and a holiday that falls on a weekend
// observed on the Monday or Tuesday after): the national ones, and the anniversary day of the head
// office's region (Southland's is Easter Tuesday). The office is closed on each of them that falls
// on a day it would open, unless the settings mark that holiday as open; the days it types itself
// add to them. The line under the header, the hours on Contact Us and the business details for
// search engines all read the office's closed days from here.
import Holidays from 'date-holidays';
import { WEEKDAYS, type ClosedDay, type HoursRow } from './opening-hours.ts';

const COUNTRY = 'NZ';

/** What the library calls a day a holiday is moved to when it falls on a weekend; the page says "observed". */
const SUBSTITUTE = ' (substitute day)';

/** The name the settings give a region's anniversary day, whatever the region is. */
export const ANNIVERSARY = 'Anniversary day';

/** A region's name as written, reduced to what tells it apart: "Manawatū-Whanganui" as "manawatuwanganui". */
const regionKey = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/\bprovince\b/g, '')
    .replace(/[^a-z]/g, '')
    // Te reo's "wh" is written "w" in some older names: Whanganui, Wanganui.
    .replaceAll('wh', 'w');

/** The library's code for the region named, e.g. "Southland" → "STL"; undefined for a name it does not know. */
export function regionCode(region: string | undefined): string | undefined {
  if (!region) return undefined;
  const regions = new Holidays().getStates(COUNTRY) ?? {};
  return Object.entries(regions).find(([, name]) => regionKey(name) === regionKey(region))?.[0];
}

/** The holidays of `year` in the calendar of the country, or of one of its regions. */
const holidaysOf = (year: number, region?: string) =>
  (region ? new Holidays(COUNTRY, region) : new Holidays(COUNTRY))
    .getHolidays(year)
    .filter(({ type }) => type === 'public')
    .map(({ date, name }) => ({ date: date.slice(0, 10), name }));

/** The holiday's own name, without the words for a day it was moved to. */
const holidayOf = (name: string) => name.replace(SUBSTITUTE, '');

/**
 * The public holidays the office may be open on, as the settings' form offers them: each national
 * holiday by its name, and the region's anniversary day.
 */
export const holidayNames = (): string[] => [
  ...new Set([...holidaysOf(2026), ...holidaysOf(2027)].map(({ name }) => holidayOf(name))),
  ANNIVERSARY,
];

/**
 * The public holidays from `from` to `to` (YYYY-MM-DD, both included): the country's, and the
 * anniversary day of the `region` named (as the settings write it, e.g. "Southland"), named as the
 * page says them: "Anzac Day, observed", "Southland Anniversary Day".
 */
export function publicHolidays(region: string | undefined, from: string, to: string): (ClosedDay & { holiday: string })[] {
  const code = regionCode(region);
  const years = Array.from(
    { length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 },
    (_, index) => Number(from.slice(0, 4)) + index,
  );
  return years
    .flatMap((year) => {
      const national = holidaysOf(year);
      const regional = code ? holidaysOf(year, code).filter(({ date }) => !national.some((day) => day.date === date)) : [];
      return [
        ...national.map(({ date, name }) => ({
          date,
          name: name.endsWith(SUBSTITUTE) ? `${holidayOf(name)}, observed` : name,
          holiday: holidayOf(name),
        })),
        ...regional.map(({ date }) => ({ date, name: `${region} Anniversary Day`, holiday: ANNIVERSARY })),
      ];
    })
    .filter(({ date }) => date >= from && date <= to)
    .map(({ date, name, holiday }) => ({ date, name: name.replace(/^ANZAC\b/, 'Anzac'), holiday }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** What the office's closed days are worked out from: the settings' hours, closed days, head office and open holidays. */
export interface OfficeCalendar {
  /** The office's hours: a holiday on a day it would not open anyway is not said. */
  officeHours?: readonly HoursRow[] | undefined;
  /** The days it types itself; on a date both name, its own name is said. */
  closedDays?: readonly ClosedDay[] | undefined;
  /** The holidays it opens on, by name (`holidayNames`). */
  openOnHolidays?: readonly string[] | undefined;
  /** Its region keeps its own anniversary day. */
  headOffice: { region?: string | undefined };
}

/** How many years past the build's own holidays are looked up for: past the furthest any page looks ahead (a reopening, search engines). */
const YEARS_AHEAD = 1;

/** The office's closed days around `today` (YYYY-MM-DD): its own, and the public holidays it would otherwise open on. */
export function officeClosedDays(settings: OfficeCalendar, today: string): ClosedDay[] {
  const { officeHours = [], closedDays = [], openOnHolidays = [] } = settings;
  const open = new Set(officeHours.flatMap(({ days }) => days));
  const weekday = (date: string) => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const year = Number(today.slice(0, 4));
  const holidays = publicHolidays(settings.headOffice.region, `${year}-01-01`, `${year + YEARS_AHEAD}-12-31`)
    .filter(({ date, holiday }) => open.has(weekday(date)) && !openOnHolidays.includes(holiday))
    .filter(({ date }) => !closedDays.some((own) => own.date === date))
    .map(({ date, name }) => ({ date, name }));
  return [...closedDays, ...holidays].sort((a, b) => a.date.localeCompare(b.date));
}

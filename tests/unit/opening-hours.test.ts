import { describe, expect, it } from 'vitest';
import {
  CLOSED_DAYS_AHEAD,
  CLOSED_DAYS_SHOWN,
  closedDaysShown,
  openingHoursSpecification,
  spokenClosedDay,
  spokenDate,
  spokenDays,
  spokenHours,
  spokenTime,
  todaysHours,
  upcomingClosedDays,
  type ClosedDay,
  type HoursRow,
} from '../../src/conventions/opening-hours.ts';

// The page's text keeps figures and their am/pm together with non-breaking spaces and word joiners; the tests read it plainly.
const plain = (text: string) => text.replaceAll('\u00a0', ' ').replaceAll('\u2060', '');
const weekdays: HoursRow = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' };

describe('spokenTime', () => {
  it.each([
    ['07:30', '7.30 am'],
    ['17:00', '5 pm'],
    ['12:00', '12 noon'],
    ['12:30', '12.30 pm'],
    ['00:15', '12.15 am'],
    ['09:05', '9.05 am'],
    ['23:59', '11.59 pm'],
  ])('%s is said "%s", never split from its am, pm or noon', (time, said) => {
    expect(plain(spokenTime(time))).toBe(said);
    expect(spokenTime(time)).not.toContain(' ');
  });
});

describe('spokenDays', () => {
  it('says a run of three or more days as a range, shorter runs day by day, in week order', () => {
    expect(plain(spokenDays(['mon', 'tue', 'wed', 'thu', 'fri']))).toBe('Mon\u2013Fri');
    expect(spokenDays(['sun', 'sat'])).toBe('Sat, Sun');
    expect(plain(spokenDays(['fri', 'mon', 'wed', 'tue']))).toBe('Mon\u2013Wed, Fri');
    expect(spokenDays(['thu'])).toBe('Thu');
  });
});

describe('spokenHours', () => {
  it('says each row as people do, Monday first, and names the days no row opens', () => {
    const saturday: HoursRow = { days: ['sat'], opens: '08:00', closes: '12:00' };
    expect(spokenHours([saturday, weekdays]).map(plain)).toEqual([
      'Mon\u2013Fri 7.30 am \u2013 5 pm',
      'Sat 8 am \u2013 12 noon',
      'Closed Sun',
    ]);
    expect(spokenHours([weekdays]).map(plain)).toEqual(['Mon\u2013Fri 7.30 am \u2013 5 pm', 'Closed Sat, Sun']);
  });

  it('says nothing of closed days when every day opens, and nothing at all without hours', () => {
    expect(spokenHours([{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], opens: '06:00', closes: '18:00' }]).map(plain)).toEqual([
      'Mon\u2013Sun 6 am \u2013 6 pm',
    ]);
    expect(spokenHours([])).toEqual([]);
  });

  it('may wrap a line after its days but never inside its times', () => {
    const [line] = spokenHours([weekdays]);
    // A break is allowed after an en dash, even before a non-breaking space: a word joiner follows each.
    expect(line!.split(' ')).toEqual(['Mon\u2013\u2060Fri', '7.30\u00a0am\u00a0\u2013\u2060\u00a05\u00a0pm']);
  });
});

describe('closed days', () => {
  const closed = [
    { date: '2027-01-01', name: 'New Year\u2019s Day' },
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-11-20', name: 'Show Day' },
  ];

  it('announces those from the given day on, soonest first, and not ones long ahead', () => {
    expect(upcomingClosedDays(closed, '2026-11-26').map(({ date }) => date)).toEqual(['2026-12-25', '2027-01-01']);
    expect(upcomingClosedDays(closed, '2026-12-25').map(({ date }) => date)).toEqual(['2026-12-25', '2027-01-01']);
    expect(upcomingClosedDays(closed, '2026-12-26').map(({ date }) => date)).toEqual(['2027-01-01']);
    expect(upcomingClosedDays(closed, '2026-10-01')).toEqual([]);
  });

  it(`announces a closed day exactly ${CLOSED_DAYS_AHEAD} days ahead, not one more`, () => {
    const day = [{ date: '2026-12-25' }];
    expect(upcomingClosedDays(day, '2026-11-13')).toEqual(day);
    expect(upcomingClosedDays(day, '2026-11-12')).toEqual([]);
  });

  it('names on the page only the next one or two of the coming fortnight', () => {
    const run = [
      { date: '2027-01-01', name: 'New Year\u2019s Day' },
      { date: '2026-12-28', name: 'Boxing Day, observed' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ];
    expect(CLOSED_DAYS_SHOWN).toEqual({ ahead: 14, most: 2 });
    expect(closedDaysShown(run, '2026-12-11').map(({ date }) => date)).toEqual(['2026-12-25']);
    expect(closedDaysShown(run, '2026-12-10')).toEqual([]);
    expect(closedDaysShown(run, '2026-12-24').map(({ date }) => date)).toEqual(['2026-12-25', '2026-12-28']);
    expect(closedDaysShown(run, '2026-12-26').map(({ date }) => date)).toEqual(['2026-12-28', '2027-01-01']);
  });

  it('says a closed day with its weekday and date and, when given, its name', () => {
    expect(plain(spokenClosedDay({ date: '2026-12-25', name: 'Christmas Day' }))).toBe('Closed Fri 25 Dec (Christmas Day)');
    expect(plain(spokenClosedDay({ date: '2027-01-04' }))).toBe('Closed Mon 4 Jan');
  });
});

describe('todaysHours', () => {
  // The sample office's week and its Christmas to New Year, as the settings hold them.
  const holidays = [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-12-28', name: 'Boxing Day, observed' },
    { date: '2027-01-01', name: 'New Year\u2019s Day' },
    { date: '2027-01-04', name: 'Day after New Year\u2019s Day, observed' },
    { date: '2027-02-08', name: 'Waitangi Day, observed' },
  ];
  const today = (date: string, rows: readonly HoursRow[] = [weekdays], closed: readonly ClosedDay[] = holidays) => {
    const line = todaysHours(rows, closed, date);
    return line === undefined ? undefined : plain(line);
  };

  it('dates a day as a notice board does, on one line', () => {
    expect(plain(spokenDate('2026-11-28'))).toBe('Sat 28 Nov');
    expect(spokenDate('2027-01-04')).not.toContain(' ');
  });

  it('gives a working day its hours', () => {
    expect(today('2026-11-25')).toBe('Open today 7.30 am \u2013 5 pm');
    expect(today('2026-11-27')).toBe('Open today 7.30 am \u2013 5 pm');
  });

  it('says when a weekend ends, by the day\u2019s name', () => {
    expect(today('2026-11-28')).toBe('Closed today, open Monday 7.30 am');
    expect(today('2026-11-29')).toBe('Closed today, open Monday 7.30 am');
  });

  it('gives a Saturday its own hours when the office opens on Saturdays', () => {
    const saturday: HoursRow = { days: ['sat'], opens: '08:30', closes: '11:30' };
    expect(today('2026-11-28', [weekdays, saturday])).toBe('Open today 8.30 am \u2013 11.30 am');
    expect(today('2026-11-29', [weekdays, saturday])).toBe('Closed today, open Monday 7.30 am');
    expect(today('2026-11-27', [{ days: ['mon', 'tue', 'wed', 'thu'], opens: '08:00', closes: '16:00' }, saturday])).toBe(
      'Closed today, open Saturday 8.30 am',
    );
  });

  it('names a public holiday and dates the day the office opens again', () => {
    expect(today('2026-12-25')).toBe('Closed today (Christmas Day), open again Tue 29 Dec 7.30 am');
    expect(today('2027-02-08')).toBe('Closed today (Waitangi Day, observed), open again Tuesday 7.30 am');
    expect(today('2026-12-25', [weekdays], [{ date: '2026-12-25' }])).toBe('Closed today, open again Monday 7.30 am');
  });

  it('warns on the day before a holiday, while someone answers the phone', () => {
    expect(today('2026-12-24')).toBe('Open today 7.30 am \u2013 5 pm; closed tomorrow (Christmas Day), open again Tue 29 Dec 7.30 am');
    // A Friday before a Monday holiday names the Monday.
    expect(today('2027-02-05')).toBe('Open today 7.30 am \u2013 5 pm; closed Monday (Waitangi Day, observed), open again Tuesday 7.30 am');
  });

  it('sees through a run of closed days, Christmas to New Year', () => {
    expect(today('2026-12-26')).toBe('Closed today, open again Tue 29 Dec 7.30 am');
    expect(today('2026-12-28')).toBe('Closed today (Boxing Day, observed), open again Tuesday 7.30 am');
    expect(today('2026-12-29')).toBe('Open today 7.30 am \u2013 5 pm');
    expect(today('2026-12-31')).toBe('Open today 7.30 am \u2013 5 pm; closed tomorrow (New Year\u2019s Day), open again Tue 5 Jan 7.30 am');
    expect(today('2027-01-01')).toBe('Closed today (New Year\u2019s Day), open again Tue 5 Jan 7.30 am');
    // Shut for a fortnight: the day it opens is dated, as its name alone would be last week's.
    const shut = Array.from({ length: 12 }, (_, day) => ({ date: `2027-01-${String(day + 4).padStart(2, '0')}` }));
    expect(today('2027-01-02', [weekdays], shut)).toBe('Closed today, open again Mon 18 Jan 7.30 am');
  });

  it('says only that it is closed when no day ahead opens, and nothing without hours', () => {
    expect(today('2026-11-28', [{ days: ['mon'], opens: '07:30', closes: '17:00' }], [{ date: '2026-11-30' }])).toBe(
      'Closed today, open again Mon 7 Dec 7.30 am',
    );
    const everyDay = Array.from({ length: 40 }, (_, day) => ({ date: new Date(Date.UTC(2026, 10, 28 + day)).toISOString().slice(0, 10) }));
    expect(today('2026-11-28', [weekdays], everyDay)).toBe('Closed today');
    expect(today('2026-11-25', [])).toBeUndefined();
  });

  it('keeps each time and date on one line', () => {
    const line = todaysHours([weekdays], holidays, '2026-12-24')!;
    for (const part of ['7.30\u00a0am', '5\u00a0pm', 'Tue\u00a029\u00a0Dec']) expect(line).toContain(part);
  });
});

describe('openingHoursSpecification', () => {
  it('gives each row as schema.org days and 24-hour times, and each closed day as a day that opens and closes at midnight', () => {
    expect(
      openingHoursSpecification(
        [{ days: ['sat'], opens: '08:00', closes: '12:00' }, weekdays],
        [{ date: '2026-12-25', name: 'Christmas Day' }],
      ),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: '2026-12-25', validThrough: '2026-12-25' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CLOSED_DAYS_AHEAD,
  openingHoursSpecification,
  spokenClosedDay,
  spokenDays,
  spokenHours,
  spokenTime,
  upcomingClosedDays,
  type HoursRow,
} from '../../src/conventions/opening-hours';

// The page's text keeps figures and their am/pm together with non-breaking spaces and word joiners; the tests read it plainly.
const plain = (text: string) => text.replaceAll('\u00a0', ' ').replaceAll('\u2060', '');
const weekdays: HoursRow = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' };

describe('spokenTime', () => {
  it.each([
    ['07:30', '7.30 am'],
    ['17:00', '5 pm'],
    ['12:00', '12 pm'],
    ['00:15', '12.15 am'],
    ['09:05', '9.05 am'],
    ['23:59', '11.59 pm'],
  ])('%s is said "%s", never split from its am or pm', (time, said) => {
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
      'Sat 8 am \u2013 12 pm',
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

  it('says a closed day with its date and, when given, its name', () => {
    expect(plain(spokenClosedDay({ date: '2026-12-25', name: 'Christmas Day' }))).toBe('Closed 25 Dec (Christmas Day)');
    expect(plain(spokenClosedDay({ date: '2027-01-04' }))).toBe('Closed 4 Jan');
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

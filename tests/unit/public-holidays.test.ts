// The public holidays the office keeps (src/conventions/public-holidays.ts): New Zealand's from the
// holiday library, its region's anniversary day, the days the office types and the holidays it
// opens on; and the same days in the business details for search engines and beside the hours.
import { describe, expect, it } from 'vitest';
import { closedDaysShown, spokenClosedDay, type Weekday } from '../../src/conventions/opening-hours.ts';
import { holidayNames, officeClosedDays, publicHolidays, regionCode, ANNIVERSARY } from '../../src/conventions/public-holidays.ts';
import { localBusiness } from '../../src/lib/company/structured-data.ts';
import { settingsSchema } from '../../src/schemas/settings.ts';
import { withoutImagePipeline } from '../../src/collections.ts';
import { settings as settingsEntry } from '../fixtures/entries.ts';

const weekdays = { days: ['mon', 'tue', 'wed', 'thu', 'fri'] satisfies Weekday[] as Weekday[], opens: '07:30', closes: '17:00' };

describe('publicHolidays', () => {
  const days = (region: string | undefined, from: string, to: string) =>
    publicHolidays(region, from, to).map(({ date, name }) => `${date} ${name}`);

  it('has Easter, Southland\u2019s anniversary day on Easter Tuesday, Anzac Day observed on the Monday and Matariki, in 2027', () => {
    expect(days('Southland', '2027-03-20', '2027-04-30')).toEqual([
      '2027-03-26 Good Friday',
      '2027-03-29 Easter Monday',
      '2027-03-30 Southland Anniversary Day',
      '2027-04-25 Anzac Day',
      '2027-04-26 Anzac Day, observed',
    ]);
    expect(days('Southland', '2027-06-01', '2027-06-30')).toEqual(
      ['2027-06-07 King\u2019s Birthday', '2027-06-25 Matariki'].map((day) => day.replace('\u2019', "'")),
    );
  });

  it('keeps the anniversary day of the region named, and none for a name it does not know', () => {
    expect(days('Otago', '2027-03-20', '2027-03-25')).toEqual(['2027-03-22 Otago Anniversary Day']);
    expect(days('Southland', '2027-03-20', '2027-03-25')).toEqual([]);
    expect(days('Atlantis', '2027-03-20', '2027-03-31')).toEqual(['2027-03-26 Good Friday', '2027-03-29 Easter Monday']);
  });
});

describe('regionCode', () => {
  it.each([
    ['Southland', 'STL'],
    ['Manawat\u016b-Whanganui', 'MWT'],
    ['Auckland', 'AUK'],
    ['Hawke\u2019s Bay', 'HKB'],
    ['Otago', 'OTA'],
  ])('knows %s as the library\u2019s %s', (name, code) => {
    expect(regionCode(name)).toBe(code);
  });

  it('knows no region by an empty or unknown name', () => {
    expect(regionCode('')).toBeUndefined();
    expect(regionCode('Atlantis')).toBeUndefined();
  });
});

describe('officeClosedDays', () => {
  const office = { officeHours: [weekdays], headOffice: { region: 'Southland' } };

  it('adds the public holidays on the days the office opens to the days it types, its own name first', () => {
    const closed = officeClosedDays(
      { ...office, closedDays: [{ date: '2026-12-25', name: 'Christmas' }, { date: '2026-12-31' }] },
      '2026-12-20',
    );
    expect(closed.filter(({ date }) => date >= '2026-12-20' && date <= '2027-01-05')).toEqual([
      { date: '2026-12-25', name: 'Christmas' },
      { date: '2026-12-28', name: 'Boxing Day, observed' },
      { date: '2026-12-31' },
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-01-04', name: "Day after New Year's Day, observed" },
    ]);
  });

  it('leaves out a holiday the office opens on, its observed day too', () => {
    const closed = officeClosedDays({ ...office, openOnHolidays: ['ANZAC Day', ANNIVERSARY] }, '2027-03-01').map(({ date }) => date);
    expect(closed).toContain('2027-03-26');
    expect(closed).not.toContain('2027-03-30');
    expect(closed).not.toContain('2027-04-26');
  });

  it('offers each holiday the library has, and the anniversary day, to be marked open', () => {
    expect(holidayNames()).toEqual(expect.arrayContaining(['Good Friday', 'Matariki', 'ANZAC Day', "King's Birthday", ANNIVERSARY]));
    expect(holidayNames().filter((name) => /substitute/.test(name))).toEqual([]);
  });

  it('names the next holidays beside the office hours, and gives search engines those ahead', () => {
    const closed = officeClosedDays(office, '2027-03-22');
    expect(closedDaysShown(closed, '2027-03-22').map(spokenClosedDay)).toEqual([
      'Closed Fri\u00a026\u00a0Mar (Good Friday)',
      'Closed Mon\u00a029\u00a0Mar (Easter Monday)',
    ]);
    const settings = settingsSchema(withoutImagePipeline).parse(settingsEntry('site', { officeHours: [weekdays] }).data);
    const exceptions = (localBusiness(settings, '', { today: '2027-03-22' })['openingHoursSpecification'] as { validFrom?: string }[])
      .map(({ validFrom }) => validFrom)
      .filter(Boolean);
    expect(exceptions).toEqual(['2027-03-26', '2027-03-29', '2027-03-30', '2027-04-26']);
  });
});

// @vitest-environment node
// (Astro compiles .astro files for the server only, so the component test needs the node environment.)
// The line under the header, rendered as a build on each kind of day makes it: the build's day
// (SITE_BUILD_DATE) decides it. What each kind of day says is tests/unit/opening-hours.test.ts's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spokenDate, todaysHours, type HoursRow } from '../../src/conventions/opening-hours.ts';
import { officeClosedDays } from '../../src/conventions/public-holidays.ts';

const officeHours: HoursRow[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' },
  { days: ['sat'], opens: '08:30', closes: '11:30' },
];
const closedDays = [
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-28', name: 'Boxing Day, observed' },
];

async function renderOn(day: string, settings: object = { officeHours, closedDays, headOffice: {} }): Promise<string> {
  vi.stubEnv('SITE_BUILD_DATE', day);
  const { experimental_AstroContainer: AstroContainer } = await import('astro/container');
  const { default: OfficeToday } = await import('../../src/components/OfficeToday.astro');
  const container = await AstroContainer.create();
  return container.renderToString(OfficeToday, { props: { settings } });
}

/** The line's words as a reader gets them: tags and word joiners dropped, non-breaking spaces as spaces. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('\u00a0', ' ')
    .replaceAll('\u2060', '')
    .replace(/\s+/g, ' ')
    .trim();

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('OfficeToday.astro', () => {
  it.each([
    ['a weekday', '2026-12-02', 'Wed 2 Dec Open today 7.30 am'],
    ['a Saturday', '2026-12-05', 'Sat 5 Dec Open today 8.30 am'],
    ['a Sunday', '2026-12-06', 'Sun 6 Dec Closed today, open Monday'],
    [
      'a public holiday, the Saturday after it one too',
      '2026-12-25',
      'Fri 25 Dec Closed today (Christmas Day), open again Tue 29 Dec 7.30 am',
    ],
    ['the day before one', '2026-12-24', 'Thu 24 Dec Open today 7.30 am \u2013 5 pm; closed tomorrow (Christmas Day)'],
    ['a day of a run of closed days', '2026-12-27', 'Sun 27 Dec Closed today, open again Tue 29 Dec'],
  ])(
    'says on %s what the office is that day, dated',
    async (_kind, day, starts) => {
      const html = await renderOn(day);
      expect(html).toMatch(/^<p class="office-today"/);
      expect(words(html).startsWith(starts), words(html)).toBe(true);
      expect(words(html)).toBe(
        words(`${spokenDate(day)} ${todaysHours(officeHours, officeClosedDays({ officeHours, closedDays, headOffice: {} }, day), day)}`),
      );
    },
    60_000,
  ); // the first render compiles Astro's runtime

  it('says nothing while the office hours are not given', async () => {
    expect(words(await renderOn('2026-12-02', { closedDays, headOffice: {} }))).toBe('');
  });

  // An office in Southland, open Monday to Friday, that has typed no closed day: the public holidays
  // close it all the same, its region's anniversary day included.
  const southland = { officeHours: [officeHours[0]!], headOffice: { region: 'Southland' } };
  it.each([
    ['Good Friday', '2027-03-26', 'Fri 26 Mar Closed today (Good Friday), open again Wed 31 Mar 7.30 am'],
    [
      'Southland\u2019s anniversary day, Easter Tuesday',
      '2027-03-30',
      'Tue 30 Mar Closed today (Southland Anniversary Day), open again Wednesday 7.30 am',
    ],
    ['Anzac Day observed on the Monday', '2027-04-26', 'Mon 26 Apr Closed today (Anzac Day, observed), open again Tuesday 7.30 am'],
    ['Matariki', '2027-06-25', 'Fri 25 Jun Closed today (Matariki), open again Monday 7.30 am'],
  ])('says the office is closed on %s of 2027 with nothing typed', async (_holiday, day, line) => {
    expect(words(await renderOn(day, southland))).toBe(line);
  });

  it('says the working day before a public holiday that the office is closed tomorrow', async () => {
    expect(words(await renderOn('2027-06-24', southland))).toBe(
      'Thu 24 Jun Open today 7.30 am \u2013 5 pm; closed tomorrow (Matariki), open again Monday 7.30 am',
    );
  });

  it('says the office is open on a public holiday the settings mark open', async () => {
    expect(words(await renderOn('2027-06-25', { ...southland, openOnHolidays: ['Matariki'] }))).toBe(
      'Fri 25 Jun Open today 7.30 am \u2013 5 pm',
    );
  });

  it('keeps another region\u2019s anniversary day as a working day', async () => {
    expect(words(await renderOn('2027-03-30', { ...southland, headOffice: { region: 'Waikato' } }))).toBe(
      'Tue 30 Mar Open today 7.30 am \u2013 5 pm',
    );
  });
});

// @vitest-environment node
// Notices: the schema's days and placement, which notices are current on a given day, which a page
// shows, and the build's day in New Zealand.
import { describe, expect, it } from 'vitest';
import { currentNotices, noticesFor, previewDays } from '../../src/lib/company/notices.ts';
import { NOTICE_LENGTH, noticeSchema } from '../../src/schemas/notices.ts';

const problems = (value: unknown): string[] => {
  const result = noticeSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const closed = { text: 'Our office is closed on Anniversary Day.', firstDay: '2026-12-24', lastDay: '2027-01-05' };

describe('the notice schema', () => {
  it('takes one sentence, two days and an optional link; shown on every page unless pages are named', () => {
    expect(problems(closed)).toEqual([]);
    expect(noticeSchema.parse(closed).showOn).toEqual([]);
    expect(problems({ ...closed, link: { label: 'Holiday ordering', href: '/contact-us' }, showOn: ['/', '/molasses'] })).toEqual([]);
  });

  it('refuses a last day before the first, naming the last day', () => {
    expect(problems({ ...closed, lastDay: '2026-12-23' })).toEqual([
      'lastDay: is before the first day (2026-12-24); give a day on or after it',
    ]);
    expect(problems({ ...closed, lastDay: closed.firstDay })).toEqual([]);
  });

  it('refuses a day not written YYYY-MM-DD, or not on the calendar', () => {
    expect(problems({ ...closed, firstDay: '24/12/2026' })).toEqual(['firstDay: must be a day written year-month-day, like 2026-12-25']);
    // A slip of the year (a date picker's 1906 for 2026) is refused too.
    expect(problems({ ...closed, firstDay: '1906-12-24' })).toEqual(['firstDay: must be a day written year-month-day, like 2026-12-25']);
    expect(problems({ ...closed, firstDay: '2026-02-30' })).toEqual(['firstDay: is not a day of the calendar']);
  });

  it('refuses a notice longer than one short sentence, a link without its words, and a page that is no path', () => {
    expect(problems({ ...closed, text: 'x'.repeat(NOTICE_LENGTH + 1) })).toEqual([
      `text: is too long: keep it to ${NOTICE_LENGTH} characters`,
    ]);
    expect(problems({ ...closed, link: { href: '/contact-us' } })[0]).toMatch(/^link\.label: /);
    expect(problems({ ...closed, showOn: ['contact-us'] })[0]).toEqual(
      'showOn.0: must be / for the home page, or a path like /molasses (lower case, no trailing slash)',
    );
  });

  it('refuses as a page the not-found page, the offline page and the site\u2019s own files: no visitor goes there', () => {
    for (const path of ['/404', '/offline', '/admin'])
      expect(problems({ ...closed, showOn: [path] })[0], path).toMatch(/^showOn\.0: is not a page a visitor goes to/);
  });
});

describe('currentNotices', () => {
  const notices = [
    { id: 'christmas', firstDay: '2026-12-24', lastDay: '2027-01-05', showOn: [] },
    { id: 'stocktake', firstDay: '2026-12-01', lastDay: '2026-12-24', showOn: ['/molasses'] },
  ];
  const current = (day: string) => currentNotices(notices, day).map(({ id }) => id);

  it('keeps a notice from its first day to its last, both days included, the one starting first first', () => {
    expect(current('2026-11-30')).toEqual([]);
    expect(current('2026-12-01')).toEqual(['stocktake']);
    expect(current('2026-12-24')).toEqual(['stocktake', 'christmas']);
    expect(current('2027-01-05')).toEqual(['christmas']);
    expect(current('2027-01-06')).toEqual([]);
  });

  it('on a preview, also shows the notices still to come, marked as starting later, and none that has ended', () => {
    const previewed = (day: string) => currentNotices(notices, day, true).map(({ id, startsLater }) => [id, startsLater]);
    expect(previewed('2026-11-30')).toEqual([
      ['stocktake', true],
      ['christmas', true],
    ]);
    expect(previewed('2026-12-24')).toEqual([
      ['stocktake', false],
      ['christmas', false],
    ]);
    expect(previewed('2026-12-25')).toEqual([['christmas', false]]);
    expect(previewed('2027-01-06')).toEqual([]);
    expect(currentNotices(notices, '2026-11-30').map(({ startsLater }) => startsLater)).toEqual([]);
  });
});

describe('noticesFor', () => {
  it('gives a page the notices for every page and those that name its path', () => {
    const notices = [
      { id: 'all', firstDay: '2026-12-01', lastDay: '2026-12-02', showOn: [] },
      { id: 'molasses', firstDay: '2026-12-01', lastDay: '2026-12-02', showOn: ['/molasses', '/'] },
    ];
    expect(noticesFor(notices, '/molasses').map(({ id }) => id)).toEqual(['all', 'molasses']);
    expect(noticesFor(notices, '/contact-us').map(({ id }) => id)).toEqual(['all']);
  });
});

describe('previewDays', () => {
  it('says the days a notice to come will be on the live site', () => {
    expect(previewDays({ firstDay: '2026-12-24', lastDay: '2027-01-05' })).toBe('Preview: on the live site from 24\u00a0Dec to 5\u00a0Jan');
    expect(previewDays({ firstDay: '2027-03-02', lastDay: '2027-03-02' })).toBe('Preview: on the live site on 2\u00a0Mar');
  });
});

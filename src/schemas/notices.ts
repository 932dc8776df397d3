import { z } from 'astro/zod';
import { isDay } from '../conventions/build-date.ts';
import { OFFLINE_PAGE_ID, PAGE_PATH, UNRESERVED_PATH, pagePath } from '../conventions/paths.ts';
import { LIMITS, entry, link, list, probedBy, text } from './common.ts';

/** Longest notice, in characters: one sentence that fits the first screen of a phone. */
export const NOTICE_LENGTH = 160;

/**
 * A day typed YYYY-MM-DD in a plain box, as a declaration's date is: the editor's date picker turned
 * a typed 25/12/2026 into 1906-12-25 and saved it. A year of this century only, so a slip of the
 * year is refused in the form as at the build.
 */
const day = z
  .string()
  .trim()
  .regex(/^20\d{2}-\d{2}-\d{2}$/, { message: 'must be a day written year-month-day, like 2026-12-25', abort: true })
  .refine(isDay, 'is not a day of the calendar');

/**
 * A page of the site by its path, the home page's (/) included: a page a visitor goes to, not the
 * not-found page, the offline page or the site's own files (their paths are the site's own).
 */
const pagePathField = z
  .string()
  .trim()
  .max(LIMITS.address)
  .regex(PAGE_PATH, 'must be / for the home page, or a path like /molasses (lower case, no trailing slash)')
  .regex(
    UNRESERVED_PATH,
    'is not a page a visitor goes to (the not-found page, the offline page and the site\u2019s own files are not); give a page of the site, e.g. /contact-us',
  )
  .meta(probedBy(pagePath(OFFLINE_PAGE_ID)));

/** One notice (src/content/notices/<id>.yaml), shown under the header from its first to its last day. */
export const noticeSchema = entry({
  text: text(NOTICE_LENGTH).meta({
    title: 'Notice',
    description: `One sentence, at most ${NOTICE_LENGTH} characters, e.g. "Our office is closed from 25 December to 5 January."`,
  }),
  link: link.optional().meta({
    title: 'Link',
    description:
      'Optional link after the sentence: its words (e.g. "Holiday ordering") and a page of this site or a full https:// address.',
  }),
  firstDay: day.meta({ title: 'First day', description: 'The first day it shows (New Zealand time), typed like 2026-12-24.' }),
  lastDay: day.meta({
    title: 'Last day',
    description:
      'The last day it shows, typed like 2027-01-05; the next day\u2019s rebuild takes it off. The same as or after the first day.',
  }),
  showOn: list(pagePathField, 'page').default([]).meta({
    title: 'Shown on',
    description:
      'Leave empty to show it on every page. Or add the address of each page it is for: / for the home page, /molasses, /dairy-feed/pke.',
  }),
}).superRefine((notice, context) => {
  if (notice.lastDay < notice.firstDay) {
    context.addIssue({
      code: 'custom',
      path: ['lastDay'],
      message: `is before the first day (${notice.firstDay}); give a day on or after it`,
    });
  }
});

export type Notice = z.output<typeof noticeSchema>;

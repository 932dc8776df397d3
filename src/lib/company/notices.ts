// Which notices a page shows: those whose days include the build's day (src/conventions/build-date.ts),
// and of those, the ones for every page or for this page's path. On a preview (the local site the
// office checks before publishing, a deploy preview) a notice that starts later shows too, marked
// with its days, so the office sees it before its first day. Pure, so unit tests give the day.
import { shortDay } from '../../conventions/build-date.ts';

/** A notice as these functions read it. */
export interface NoticeDays {
  firstDay: string;
  lastDay: string;
  /** The paths it shows on; empty for every page. */
  showOn: readonly string[];
}

/**
 * The notices current on `day` (YYYY-MM-DD): first day ≤ day ≤ last day, the one starting first
 * first; with `preview`, also those still to come, each marked as starting later.
 */
export function currentNotices<T extends NoticeDays>(
  notices: readonly T[],
  day: string,
  preview = false,
): (T & { startsLater: boolean })[] {
  // Days written YYYY-MM-DD compare as text in calendar order.
  return notices
    .filter(({ firstDay, lastDay }) => (preview || firstDay <= day) && day <= lastDay)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.lastDay.localeCompare(b.lastDay))
    .map((notice) => ({ ...notice, startsLater: day < notice.firstDay }));
}

/** What a preview says over a notice that starts later: the days it will be on the live site. */
export function previewDays({ firstDay, lastDay }: Pick<NoticeDays, 'firstDay' | 'lastDay'>): string {
  const days = firstDay === lastDay ? `on ${shortDay(firstDay)}` : `from ${shortDay(firstDay)} to ${shortDay(lastDay)}`;
  return `Preview: on the live site ${days}`;
}

/** The notices a page at `path` shows, of those given. */
export function noticesFor<T extends NoticeDays>(notices: readonly T[], path: string): T[] {
  return notices.filter(({ showOn }) => showOn.length === 0 || showOn.includes(path));
}

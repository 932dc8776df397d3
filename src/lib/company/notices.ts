// Which notices a page shows: those whose days include the build's day (src/lib/company/build-date.ts),
// and of those, the ones for every page or for this page's path. Pure, so unit tests give the day.

/** A notice as these functions read it. */
export interface NoticeDays {
  firstDay: string;
  lastDay: string;
  /** The paths it shows on; empty for every page. */
  showOn: readonly string[];
}

/** The notices current on `day` (YYYY-MM-DD): first day ≤ day ≤ last day, the one starting first first. */
export function currentNotices<T extends NoticeDays>(notices: readonly T[], day: string): T[] {
  // Days written YYYY-MM-DD compare as text in calendar order.
  return notices
    .filter(({ firstDay, lastDay }) => firstDay <= day && day <= lastDay)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.lastDay.localeCompare(b.lastDay));
}

/** The notices a page at `path` shows, of those given. */
export function noticesFor<T extends NoticeDays>(notices: readonly T[], path: string): T[] {
  return notices.filter(({ showOn }) => showOn.length === 0 || showOn.includes(path));
}

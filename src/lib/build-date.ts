// The date the site is built for. The site is static and rebuilt every day, so "upcoming" (closed
// days, notices) means "from the build's date". SITE_BUILD_DATE sets it (a test, or a build made
// ahead for a given day); otherwise it is today in New Zealand.

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The build's date, YYYY-MM-DD, in New Zealand (Pacific/Auckland). */
export function buildDate(): string {
  const given = process.env['SITE_BUILD_DATE']?.trim();
  if (given) {
    // A real day: 2026-02-31 would roll over into March.
    if (!DATE.test(given) || new Date(`${given}T00:00:00Z`).toISOString().slice(0, 10) !== given) {
      throw new Error(`SITE_BUILD_DATE must be a date like 2026-12-25, not "${given}"`);
    }
    return given;
  }
  // The Canadian English format is YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

// The page at every old path (src/pages/[...formerPath].astro serves one per entry of the
// redirect map), for a host that applies no `_redirects` file, for Astro's preview and the dev
// server: it sends the visitor on at once with a meta refresh (no script needed; the browser
// replaces the history entry), names the new path with a link, and tells search engines to
// index the page it points to instead. Where the host reads `_redirects`, its 301 answers first
// and this page is never seen.
import { FAVICON_PATH } from '../../conventions/paths.ts';

export interface RedirectPageSite {
  /** The site's address, e.g. https://www.example.co.nz: the canonical link is absolute. */
  url: string;
  /** The site's name, for the title. */
  name: string;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The fallback page at `source`, sending the visitor to `target`. */
export function redirectPage(source: string, target: string, site: RedirectPageSite): string {
  const to = escapeHtml(target);
  const canonical = escapeHtml(new URL(target, site.url).href);
  return [
    '<!DOCTYPE html>',
    '<html lang="en-NZ">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Page moved | ${escapeHtml(site.name)}</title>`,
    `<meta http-equiv="refresh" content="0; url=${to}">`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${canonical}">`,
    `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>This page has moved</h1>',
    `<p>The page at ${escapeHtml(source)} is now at <a href="${to}">${canonical}</a>. If your browser does not take you there, follow the link.</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

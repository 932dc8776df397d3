// The page the build writes at every old address (redirects.ts: the redirect map), for a host
// that applies no `_redirects` file and for Astro's preview: it sends the visitor on at once with
// a meta refresh (no script needed; the browser replaces the history entry), names the new address
// with a link, and tells search engines to index the page it points to instead. Where the host
// reads `_redirects`, its 301 answers first and this page is never seen.
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { fileOfPath } from '../lib/built-site.ts';
import { astroRedirects } from '../lib/redirects.ts';

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
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
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

/**
 * The build step: one fallback page per source of `redirects` (source → target, as `redirectMap()`
 * gives it). The dev server has no built pages, so there the same map goes to Astro's own
 * redirects instead.
 */
export function redirectPages({ redirects, ...site }: RedirectPageSite & { redirects: ReadonlyMap<string, string> }): AstroIntegration {
  return {
    name: 'redirect-pages',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ redirects: astroRedirects(redirects) });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = [...redirects].map(([source, target]) => ({ file: fileOfPath(source), source, target }));
        // The route table keeps entries off old addresses; this catches a page that got there anyway.
        const taken = pages.filter(({ file }) => existsSync(join(root, file)));
        if (taken.length > 0) {
          throw new Error(
            `Old addresses that a built page already answers: ${taken.map(({ source, file }) => `${source} (${file})`).join(', ')}`,
          );
        }
        await Promise.all(
          pages.map(async ({ file, source, target }) => {
            await mkdir(dirname(join(root, file)), { recursive: true });
            await writeFile(join(root, file), redirectPage(source, target, site));
          }),
        );
        logger.info(`wrote ${pages.length} pages at old addresses, each sending the visitor on to its new one`);
      },
    },
  };
}

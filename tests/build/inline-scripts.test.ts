// README says which scripts run on the site: the three islands, and besides them one page with a
// script of its own, inline (the not-found page's). This holds that list over the built pages, so a
// new inline script fails here until README says what it is for and the list below names its route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, listPages } from '../../scripts/lib/site-metrics.ts';
import { findInlineSources } from '../../src/lib/built/headers.ts';
import { pagePath } from '../../src/conventions/paths.ts';

/** The routes with an inline script of their own, as README names them. */
const ROUTES_WITH_INLINE_SCRIPTS = [pagePath('404')];

describe('inline scripts', () => {
  const pages = listPages(DIST).map(({ file, path }) => {
    const html = readFileSync(join(DIST, file), 'utf8');
    return { path, hasIsland: html.includes('<astro-island'), scripts: findInlineSources(html).scripts };
  });
  // Astro's island loader: the inline scripts every page with an island carries, word for word.
  const withIslands = pages.filter(({ hasIsland }) => hasIsland);
  const loader = withIslands[0]!.scripts.filter((script) => withIslands.every(({ scripts }) => scripts.includes(script)));

  it('finds the island loader on the pages with an island, and on no other', () => {
    expect(loader.length).toBeGreaterThan(0);
    expect(pages.filter(({ hasIsland, scripts }) => !hasIsland && scripts.some((script) => loader.includes(script)))).toEqual([]);
  });

  it('has inline scripts of their own only on the routes README names', () => {
    const own = pages.filter(({ scripts }) => scripts.some((script) => !loader.includes(script))).map(({ path }) => path);
    expect(own).toEqual(ROUTES_WITH_INLINE_SCRIPTS);
  });
});

// What the office's product states and notices do to a build, on a copy of the project: a paused
// product leaves every listing, the home page and the sitemap, and its address leads to its
// category's listing (the redirect page and _redirects); out of stock and seasonal products keep
// their pages, marked in words; a notice shows from its first to its last day, where it is meant
// to, and not after. The build's day is given (SITE_BUILD_DATE), never today's; one build holds a
// notice still on and one whose last day has passed. Screenshots of the
// notice and the marked product at 320, 390 and 1280 px go to test-results/screenshots.
// The same copy has every testimonial removed, a change the go-live rehearsal (npm run rehearse)
// cannot make beside its others: the pages that showed them leave those sections out and no page is
// left with an empty list. (The other structural cases are in the rehearsal and the bad-entry corpus,
// tests/fixtures/bad-entries/structure-*.yaml.) One copy and one build for both, as neither touches
// what the other checks.
import { createServer, type Server } from 'node:http';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browsers.ts';
import { ROOT, applyEdit, copyProject, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';
import { findServedFile, listPages } from '../../src/integrations/built-files.ts';

const SCREENSHOTS = join(ROOT, 'test-results/screenshots');

// The changes this file makes to the baseline, and what each should do.
const paused = {
  file: 'src/content/products/calf-muesli-18.md',
  after: 'order: 4\n',
  path: '/dairy-feed/calf-muesli-18',
  leadsTo: '/products/calf-feed',
};
const outOfStock = {
  file: 'src/content/products/calf-grower-20.md',
  after: 'order: 2\n',
  path: '/dairy-feed/calf-grower-20',
  listing: '/products/calf-feed',
};
const seasonal = { file: 'src/content/products/crushed-grain.md', after: 'order: 5\n', path: '/dairy-feed/crushed-grain' };
const everyPage = {
  file: 'src/content/notices/closed-for-stocktake.yaml',
  text: 'The office is closed for stocktake until 3 March; ring the free phone for deliveries.',
  lines: ['firstDay: 2027-02-24', 'lastDay: 2027-03-03', 'link:', '  label: Contact us', '  href: /contact-us'],
};
const ended = {
  file: 'src/content/notices/mill-shutdown.yaml',
  text: 'The feed mill is shut for maintenance until 28 February.',
  lines: ['firstDay: 2027-02-20', 'lastDay: 2027-02-28'],
};
const molassesOnly = {
  file: 'src/content/notices/molasses-tanker.yaml',
  text: 'Our molasses tanker is in for its service until 10 March.',
  lines: ['firstDay: 2027-03-01', 'lastDay: 2027-03-10', 'showOn:', '- /molasses'],
};

let site: string;
const dist = () => join(site, 'dist');
const html = (path: string) => readFileSync(findServedFile(path, dist())!, 'utf8');
const noticeOf = (page: string) => page.match(/<section class="notice"[^>]*aria-labelledby="notice-heading"[\s\S]*?<\/section>/)?.[0];
const linksTo = (path: string) => new RegExp(`href="${path}(?:[?#][^"]*)?"`);

beforeAll(async () => {
  site = await copyProject('status-');
  const set = (product: { file: string; after: string }, lines: string) =>
    applyEdit(site, { replace: { file: product.file, find: product.after, with: `${product.after}${lines}` } });
  await set(paused, 'availability: paused\n');
  await set(outOfStock, 'availability: out-of-stock\navailabilityNote: Back in April\n');
  await set(seasonal, 'availability: seasonal\n');
  for (const notice of [everyPage, molassesOnly, ended]) {
    await applyEdit(site, { write: { file: notice.file, text: [`text: ${notice.text}`, ...notice.lines, ''].join('\n') } });
  }
  for (const name of readdirSync(join(site, 'src/content/testimonials'))) {
    await applyEdit(site, { remove: { file: `src/content/testimonials/${name}` } });
  }
}, 120_000);

afterAll(async () => {
  if (site) await removeProject(site);
});

describe('built on a day two notices are current and one has ended (2027-03-01), with no testimonials', () => {
  let build: AstroRun;
  beforeAll(async () => {
    build = await runAstro(site, 'build', { SITE_BUILD_DATE: '2027-03-01' });
  });

  it('builds', () => {
    expect(build.ok, build.output.slice(-3000)).toBe(true);
  });

  it('a paused product has no page, card, link or sitemap entry', async () => {
    const pages = listPages(dist()).map(({ file }) => readFileSync(join(dist(), file), 'utf8'));
    expect(pages.filter((page) => linksTo(paused.path).test(page) && !page.includes('name="robots" content="noindex"'))).toEqual([]);
    expect(html('/')).not.toMatch(linksTo(paused.path));
    expect(html(paused.leadsTo)).not.toMatch(linksTo(paused.path));
    expect(await readFile(join(dist(), 'sitemap-0.xml'), 'utf8')).not.toContain(`${paused.path}</loc>`);
  });

  it('a paused product\u2019s address leads to its category\u2019s listing, in _redirects and the page at that address', async () => {
    const redirects = (await readFile(join(dist(), '_redirects'), 'utf8')).split('\n');
    expect(redirects).toContain(`${paused.path} ${paused.leadsTo} 301`);
    expect(html(paused.path)).toContain(`<meta http-equiv="refresh" content="0; url=${paused.leadsTo}">`);
  });

  it('an out-of-stock product keeps its page and card, each saying so in words with when it is back', () => {
    const badge = /<p class="availability"[^>]*>\s*<strong[^>]*>Out of stock<\/strong>\s*<span[^>]*>\s*\u00b7 Back in April<\/span>/;
    expect(html(outOfStock.path)).toMatch(badge);
    const card = html(outOfStock.listing)
      .split('<li')
      .find((item) => linksTo(outOfStock.path).test(item));
    expect(card).toMatch(badge);
  });

  it('a seasonal product says Seasonal; a product on sale says nothing', () => {
    expect(html(seasonal.path)).toMatch(/<strong[^>]*>Seasonal<\/strong>/);
    expect(html('/dairy-feed/pke')).not.toContain('class="availability"');
  });

  it('shows a notice for every page on every page, first in the main content, with its link', () => {
    for (const path of ['/', '/contact-us', outOfStock.path, outOfStock.listing, '/molasses']) {
      const notice = noticeOf(html(path));
      expect(notice, path).toContain(everyPage.text);
      expect(notice, path).toMatch(linksTo('/contact-us'));
      expect(html(path).indexOf('<section class="notice"'), path).toBeGreaterThan(html(path).indexOf('<main'));
    }
  });

  it('shows no trace of a notice after its last day', () => {
    // The day after a notice's last day is the same build as any later one: one build holds both cases.
    for (const { file } of listPages(dist())) expect(readFileSync(join(dist(), file), 'utf8'), file).not.toContain(ended.text);
  });

  it('shows a notice for chosen pages on those pages only', () => {
    expect(noticeOf(html('/molasses'))).toContain(molassesOnly.text);
    expect(noticeOf(html('/'))).not.toContain(molassesOnly.text);
  });

  describe('with every testimonial removed', () => {
    const page = (file: string) => readFileSync(join(dist(), file), 'utf8');

    it('leaves the testimonial sections out, and the pages in', () => {
      expect(page('testimonials.html')).not.toContain('<blockquote');
      expect(page('testimonials.html')).toContain('<h1');
      expect(page('molasses.html')).not.toContain('<blockquote');
    });

    it('leaves no empty list of cards on any page', () => {
      const empty = listPages(dist()).filter(({ file }) => /<ul class="card-grid[^"]*"[^>]*><\/ul>/.test(page(file)));
      expect(empty.map(({ path }) => path)).toEqual([]);
    });
  });

  it('looks right at 320, 390 and 1280 px with no sideways scroll; screenshots in test-results/screenshots', async () => {
    const types: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml' };
    const server: Server = createServer((request, response) => {
      const file = findServedFile(new URL(request.url ?? '/', 'http://x').pathname, dist());
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    }).listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mkdirSync(SCREENSHOTS, { recursive: true });
    const browser = await chromium.launch({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs });
    try {
      for (const [name, path] of [
        ['notice-home', '/'],
        ['notice-out-of-stock-product', outOfStock.path],
        ['out-of-stock-card', outOfStock.listing],
      ] as const) {
        for (const width of [320, 390, 1280]) {
          const page = await browser.newPage({ viewport: { width, height: width < 1000 ? 844 : 800 } });
          await page.goto(`${base}${path}`);
          const notice = page.getByRole('region', { name: 'Notice' });
          expect(await notice.isVisible(), `${path} at ${width} px`).toBe(true);
          // The notice sits in the first screen, under the fixed header.
          const box = (await notice.boundingBox())!;
          expect(box.y + box.height, `${path} at ${width} px`).toBeLessThanOrEqual(page.viewportSize()!.height);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: name !== 'notice-home' });
          await page.close();
        }
      }
    } finally {
      await browser.close();
      await new Promise((done) => server.close(done));
    }
  }, 180_000);
});

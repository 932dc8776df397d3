// What an editor's everyday changes do to the built site, run on copies of the project:
// one new Markdown file (and its photo) adds a page, a listing card and a sitemap entry; photos
// show on product pages, product and category cards and staff cards, and the pages look right
// with and without them (screenshots at 390 and 1280 px); sample content stops a production
// build until it is replaced.
import { createServer, type Server } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browsers.ts';
import { VIEWPORTS } from '../../scripts/lib/quality.ts';
import { findServedFile } from '../../src/integrations/built-files.ts';
import { ROOT, copyProject, projectEnv, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';

const FIXTURES = join(ROOT, 'tests/fixtures/new-entries');
const SCREENSHOTS = join(ROOT, 'test-results/screenshots');

let site: string;
let build: AstroRun;

beforeAll(async () => {
  site = await copyProject('editor-');
  // A new product with a photo, the goat category with another photo, a staff member's photo removed.
  mkdirSync(join(site, 'src/assets/products'), { recursive: true });
  await copyFile(join(FIXTURES, 'goat-mix.jpg'), join(site, 'src/assets/products/goat-mix.jpg'));
  await copyFile(join(FIXTURES, 'goat-mix.md'), join(site, 'src/content/products/goat-mix.md'));
  // The goat category's photo swapped for another, whatever photo it had.
  const goat = join(site, 'src/content/categories/goat.yaml');
  const category = parse(await readFile(goat, 'utf8')) as Record<string, unknown>;
  await writeFile(goat, stringify({ ...category, photo: { src: '../../assets/products/goat-mix.jpg', alt: 'Goats at a feeder' } }));
  build = await runAstro(site, 'build');
});

afterAll(async () => {
  if (site) await removeProject(site);
});

const built = (file: string) => readFile(join(site, 'dist', file), 'utf8');

describe('an editor adds a product with one Markdown file', () => {
  it('builds', () => {
    expect(build.ok, build.output.slice(-3000)).toBe(true);
  });

  it('gets its page at its path, with its photo as responsive AVIF and WebP of a set size', async () => {
    const page = await built('goat-feed/goat-mix.html');
    expect(page).toMatch(/<h1[^>]*>Goat Mix<\/h1>/);
    // AVIF for the browsers that read it, WebP as the <img> for those that do not.
    expect(page).toContain('type="image/avif"');
    expect(page).toMatch(/<img[^>]*\bsrc="[^"]+\.webp"/);
    expect(page).toMatch(/<img[^>]*alt="A scoop of goat mix"/);
    expect(page).toMatch(/<img(?=[^>]*width="400")(?=[^>]*height="300")[^>]*>/);
  });

  it('gets a card on its category listing, after the products ordered before it, with its photo', async () => {
    const listing = await built('products/goat-feed.html');
    const pellets = listing.indexOf('href="/goat-feed/goat-pellets"');
    const mix = listing.indexOf('href="/goat-feed/goat-mix"');
    expect(pellets).toBeGreaterThan(-1);
    expect(mix).toBeGreaterThan(pellets);
    expect(listing).toMatch(/<img[^>]*alt="A scoop of goat mix"[^>]*loading="lazy"|<img[^>]*loading="lazy"[^>]*alt="A scoop of goat mix"/);
  });

  it('gets its URL in the sitemap', async () => {
    expect(await built('sitemap-0.xml')).toMatch(/<loc>https?:\/\/[^<]+\/goat-feed\/goat-mix<\/loc>/);
  });

  it('the list of categories shows the category\u2019s photo, as edited, beside its name', async () => {
    const products = await built('products.html');
    // A thumbnail beside the name, which says what it shows: a picture of the new file.
    const list = products.match(/<ul class="category-list[\s\S]*?<\/ul>/)?.[0] ?? '';
    const row = list.split('<li>').find((item) => item.includes('href="/products/goat-feed"'));
    expect(row).toMatch(/\/_astro\/goat-mix\.[\w-]+\.(?:avif|webp)/);
  });
});

describe('pages with and without photos, as a visitor sees them', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // dist/ served the way a static host serves it: pretty URLs, 404 otherwise.
    const dist = join(site, 'dist');
    const types: Record<string, string> = {
      '.html': 'text/html',
      '.css': 'text/css',
      '.js': 'text/javascript',
      '.avif': 'image/avif',
      '.webp': 'image/webp',
      '.jpg': 'image/jpeg',
      '.svg': 'image/svg+xml',
    };
    server = createServer((request, response) => {
      const file = findServedFile(new URL(request.url ?? '/', 'http://x').pathname, dist);
      if (!file) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    }).listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((done) => server.close(done)));

  it('has no sideways scroll and loads every picture, at 390 and 1280 px; screenshots in test-results/screenshots', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const browser = await chromium.launch({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs });
    try {
      for (const [name, path] of [
        ['product-with-photo', '/goat-feed/goat-mix'],
        ['product-without-photo', '/goat-feed/goat-pellets'],
        ['listing-mixed', '/products/goat-feed'],
        ['categories', '/products'],
        ['staff', '/contact-us'],
      ] as const) {
        for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
          const page = await browser.newPage({ viewport });
          await page.goto(`${base}${path}`);
          await page.evaluate(async () => {
            for (const image of [...document.images]) {
              image.loading = 'eager';
              await image.decode().catch(() => undefined);
            }
          });
          const broken = await page.evaluate(() =>
            [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
          );
          expect(broken, `${path} at ${viewport.width} px`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(
            viewport.width,
          );
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-${viewport.width}.png`), fullPage: true });
          await page.close();
        }
      }
    } finally {
      await browser.close();
    }
  }, 180_000);
});

describe('sample content before launch', () => {
  const launchReady = (dir: string, env: NodeJS.ProcessEnv = {}) => {
    try {
      return {
        code: 0,
        output: execFileSync(process.execPath, ['scripts/launch-ready.ts'], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...projectEnv(), ...env },
        }),
      };
    } catch (error) {
      const { status, stdout } = error as { status: number; stdout: string };
      return { code: status, output: stdout };
    }
  };

  it('the baseline\u2019s sample content fails launch-ready, listing each sample value by file and field and in the office\u2019s words', () => {
    const { code, output } = launchReady(site, { CMS_GITHUB_REPO: 'owner/site' });
    expect(code).toBe(1);
    // Every thing left is a sample value, and what is left and what is done add up to the sample as shipped.
    const [, left, ofSample, shipped, done] =
      /^(\d+) things are left before going live: (\d+) of the sample business\u2019s (\d+) values\. (\d+) done\./.exec(output) ?? [];
    expect(ofSample).toBe(left);
    expect(Number(left) + Number(done)).toBe(Number(shipped));
    expect(output).toContain('src/content/settings/site.yaml: freePhone = 0800 555 188');
    expect(output).toContain('Site settings \u203a Free phone: type the business\u2019s own, or keep it if it is right');
    expect(output).toContain('src/content/staff/graham-crosbie.yaml: name = Graham Crosbie');
    expect(output).toContain('src/content/testimonials/edendale-dairy.yaml: author = Rachel Hurring');
    expect(output).toContain('src/content/products/pke.md: specSheet = spec-sheets/pke.pdf');
    expect(output).toMatch(/^ {2}src\/content\/pages\/home\.md: mainPicture\.src = /m);
    expect(output).not.toContain('CMS_GITHUB_REPO');
  });

  it('a production build refuses to start while samples remain', async () => {
    const run = await runAstro(site, 'build', { SITE_ENV: 'production' });
    expect(run.ok).toBe(false);
    expect(run.output).toContain('This is a production build (SITE_ENV=production)');
    expect(run.output).toContain('src/content/settings/site.yaml: freePhone = 0800 555 188');
  });

  it('a copy with the samples replaced passes the check once the hosting sets the editor\u2019s repository, as a production build does', async () => {
    const dir = await copyProject('launch-');
    try {
      for (const folder of await readdir(join(dir, 'src/content'))) {
        for (const name of await readdir(join(dir, 'src/content', folder))) {
          const file = join(dir, 'src/content', folder, name);
          // "Replaced": the real values are in, so each sample list goes, and no address is on .example.
          const text = (await readFile(file, 'utf8'))
            .replace(/^sample:(?: \[.*\]\n|\n(?:(?:- | {2}).*\n)+)/m, '')
            .replaceAll('southlandstockfeed.example', 'southlandstockfeed.co.nz');
          await writeFile(file, text);
        }
      }
      // Without the editor's repository, one thing is left, and it is the hosting's to set.
      const withoutRepo = launchReady(dir, { CMS_GITHUB_REPO: '' });
      expect(withoutRepo.code).toBe(1);
      expect(withoutRepo.output).toMatch(/^1 thing is left before going live: 1 for the build or the hosting\. (\d+) done\./);
      expect(withoutRepo.output).toContain('To ask whoever set up the hosting (1):');
      expect(withoutRepo.output).toContain('CMS_GITHUB_REPO');
      const build = await runAstro(dir, 'build', { SITE_ENV: 'production', CMS_GITHUB_REPO: '' });
      expect(build.ok).toBe(false);
      expect(build.output).toContain('CMS_GITHUB_REPO');

      const { code, output } = launchReady(dir, { CMS_GITHUB_REPO: 'southland-stockfeed/website' });
      expect(output).toMatch(/^Nothing of the sample business is left \(\d+ sample values done\): the site is ready to go live\.\n$/);
      expect(code).toBe(0);
      // With it, the production build passes: the go-live rehearsal (npm run rehearse) builds one.
    } finally {
      await removeProject(dir);
    }
  }, 180_000);
});

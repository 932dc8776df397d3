// The calculator in the cowshed (src/integrations/service-worker.ts): after one online visit to the
// calculator, it (and a shared recipe link), /conedose and /contact-us open with no network; any
// other page shows the offline page; the manifest makes the calculator installable; and a new
// deploy is what a visitor gets from the second online visit on. Served by Cloudflare's Pages
// runtime from a folder of its own, so a "deploy" can replace the files under it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/browsers.ts';
import { startHost, type RunningHost } from '../../scripts/lib/host-server.ts';
import { DIST, findServedFile, pageScripts, readPage } from '../../scripts/lib/site-metrics.ts';
import { applyEdit, copyProject, removeProject, runAstro } from '../../scripts/lib/scratch-project.ts';
import { readSiteSettings } from '../../src/integrations/site-settings.ts';
import { listings, pages, products } from '../fixtures/site-content.ts';
import { directiveOf, metaPolicies } from '../fixtures/page-policies.ts';

const titleOf = (id: string) => pages.find((page) => page.id === id)!.data.title;

const CALCULATOR = '/conedose-calculator';
const SHARED_RECIPE = '?cone=2000&molasses=1500&magnesium-oxide=50&lime-flour=100&healthycow=60&water=150&grams-per-cow=800';
const { freePhone, officePhone } = readSiteSettings();
const OLD_LABEL = 'Reset to defaults';
const NEW_LABEL = 'Reset to the standard recipe';

test.describe.configure({ mode: 'serial' });

let served: string;
let nextBuild: string;
let host: RunningHost;

/** Puts a build's files in the served folder, as an atomic deploy would. */
function deploy(from: string) {
  for (const name of readdirSync(served)) rmSync(join(served, name), { recursive: true, force: true });
  cpSync(from, served, { recursive: true });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  served = mkdtempSync(join(tmpdir(), 'offline-site-'));
  deploy('dist');
  host = await startHost(served);
  // The next deploy: the same site with one visible change in the calculator.
  nextBuild = await copyProject('next-deploy-', { content: 'shipped' });
  await applyEdit(nextBuild, { replace: { file: 'src/islands/ConedoseCalculator.tsx', find: OLD_LABEL, with: NEW_LABEL } });
  const run = await runAstro(nextBuild, 'build');
  if (!run.ok) throw new Error(`the next deploy did not build:\n${run.output.slice(-2000)}`);
});

test.afterAll(async () => {
  await host?.stop();
  rmSync(served, { recursive: true, force: true });
  if (nextBuild) await removeProject(nextBuild);
});

const hydrated = (page: Page) => page.locator('astro-island[component-url*="ConedoseCalculator"]:not([ssr])').waitFor();
const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);
const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Opens the calculator online and waits until the service worker controls it (its precache complete). */
async function firstVisit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(host.url + CALCULATOR);
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

/** The paths the service worker keeps. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths.sort();
  });

test('after one online visit, the calculator, a shared link, /conedose and /contact-us open offline; other pages show the offline page', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await firstVisit(context);
  expect(await precached(page)).toEqual(
    expect.arrayContaining([CALCULATOR, '/conedose', '/contact-us', '/offline', '/manifest.webmanifest']),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await context.setOffline(true);
  // Offline must reach the service worker's own requests too, or pages could come from the network through it.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  expect(
    await worker.evaluate(() =>
      fetch('/about-us', { cache: 'no-store' }).then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');

  await page.reload();
  await hydrated(page);
  await expect(result(page, 'total')).toHaveText('836.00');
  await field(page, 'Molasses').fill('900');
  await expect(result(page, 'total')).toHaveText('1136.00');
  await expect(result(page, 'ratio')).toHaveText('6.16');

  // As a farmer meets it days later: nothing left in the browser's own cache, a recipe link opened
  // in a new tab, a new amount typed. Every script the page runs must come from the worker's
  // precache (the island's chunks too), or the island never hydrates and the page keeps the
  // recipe its HTML was built with.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  const tab = await context.newPage();
  // A phone's width, where the mobile menu is an island too.
  await tab.setViewportSize({ width: 390, height: 800 });
  tab.on('pageerror', (error) => errors.push(error.message));
  const scripts: { url: string; fromWorker: boolean }[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  const failed: string[] = [];
  tab.on('requestfailed', (request) => failed.push(request.url()));
  await tab.goto(host.url + CALCULATOR + SHARED_RECIPE);
  await hydrated(tab);
  await expect(field(tab, 'Molasses')).toHaveValue('1500');
  await expect(result(tab, 'total')).toHaveText('1860.00');
  await field(tab, 'Molasses').fill('1200');
  await expect(result(tab, 'total')).toHaveText('1560.00');
  await expect(result(tab, 'molasses-grams')).toHaveText('615.38');
  expect(failed).toEqual([]);
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter(({ fromWorker }) => !fromWorker)).toEqual([]);
  await tab.locator('astro-island[component-url*="MobileMenu"]:not([ssr])').waitFor();
  await tab.close();

  await page.goto(host.url + '/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: titleOf('contact-us') })).toBeVisible();
  for (const phone of [freePhone, officePhone])
    await expect(page.locator(`main a[href="tel:${phone.tel}"]`).first()).toHaveText(phone.display);

  await page.goto(host.url + '/conedose');
  await expect(page.getByRole('heading', { level: 1, name: titleOf('conedose'), exact: true })).toBeVisible();

  for (const path of ['/about-us', listings[0]!.data.path, '/no-such-paddock']) {
    await page.goto(host.url + path);
    await expect(page.getByRole('heading', { level: 1, name: titleOf('offline') })).toBeVisible();
    for (const phone of [freePhone, officePhone]) await expect(page.locator(`main a[href="tel:${phone.tel}"]`)).toBeVisible();
    await page.getByRole('link', { name: 'Open the Conedose calculator' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe(CALCULATOR);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('the manifest makes the calculator installable on a phone', async ({ request }) => {
  const manifest = await (await request.get(`${host.url}/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({
    start_url: CALCULATOR,
    scope: '/',
    display: 'standalone',
    theme_color: '#1d5236',
    name: titleOf('conedose-calculator'),
  });
  // A short name that fits under a phone icon.
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  for (const purpose of ['any', 'maskable'])
    for (const sizes of ['192x192', '512x512']) expect(icons).toContainEqual(expect.objectContaining({ sizes, purpose }));
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const png = await (await request.get(host.url + icon.src)).body();
    expect(png.subarray(1, 4).toString(), icon.src).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  // Chromium's own verdict, in a persistent profile (nothing installs in an incognito context).
  const profile = mkdtempSync(join(tmpdir(), 'install-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    const page = await firstVisit(context);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker is never cached long, needs no outside script, and the policy allows it', async ({ request }) => {
  const sw = await request.get(`${host.url}/sw.js`);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(await sw.text()).not.toMatch(/importScripts|googleapis|unpkg|jsdelivr/);
  const calculator = await request.get(host.url + CALCULATOR);
  const policy = calculator.headers()['content-security-policy']!;
  expect(policy).toContain("worker-src 'self'; manifest-src 'self'");
  expect(directiveOf(policy, 'script-src').join(' ')).not.toMatch(/unsafe-/);
  // The header leaves inline styles to the page's own policy, which allows only its own by hash.
  expect(metaPolicies(await calculator.text()).join(' ')).not.toMatch(/unsafe-/);
});

test('content pages do not register the worker: only the calculator does', () => {
  // Neither the page nor any script it can load (islands and their imports) mentions the worker.
  const registers = (path: string) => {
    const file = findServedFile(path, DIST)!;
    const scripts = pageScripts(readPage(file), DIST).all.map((script) => readFileSync(findServedFile(script, DIST)!, 'utf8'));
    return [readFileSync(file, 'utf8'), ...scripts].some((text) => /serviceWorker|sw\.js|manifest\.webmanifest/.test(text));
  };
  for (const path of ['/', '/about-us', products[0]!.data.path, listings[0]!.data.path, '/contact-us'])
    expect(registers(path), path).toBe(false);
  expect(registers(CALCULATOR)).toBe(true);
});

test('a new deploy is served from the second online visit on, and then offline', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await firstVisit(context);
  await expect(page.getByRole('button', { name: OLD_LABEL })).toBeVisible();
  deploy(join(nextBuild, 'dist'));
  try {
    // Visit 1 after the deploy: the old precache answers while the browser fetches the changed
    // sw.js and installs it; with skipWaiting and clientsClaim it takes over straight away, with
    // the new calculator's script in its precache and the old one gone.
    const chunk = (root: string) =>
      readFileSync(join(root, 'conedose-calculator.html'), 'utf8').match(/\/_astro\/ConedoseCalculator\.[\w-]+\.js/)![0];
    const [oldChunk, newChunk] = [chunk('dist'), chunk(join(nextBuild, 'dist'))];
    expect(newChunk).not.toBe(oldChunk);
    await page.goto(host.url + CALCULATOR);
    await hydrated(page);
    await expect
      .poll(
        async () => {
          const paths = await precached(page);
          return paths.includes(newChunk) && !paths.includes(oldChunk);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    // Visit 2: the new version, online and offline.
    await page.goto(host.url + CALCULATOR);
    await hydrated(page);
    await expect(page.getByRole('button', { name: NEW_LABEL })).toBeVisible();
    await context.setOffline(true);
    await page.goto(`${host.url}${CALCULATOR}?molasses=900`);
    await hydrated(page);
    await expect(page.getByRole('button', { name: NEW_LABEL })).toBeVisible();
    await expect(result(page, 'total')).toHaveText('1136.00');
  } finally {
    deploy('dist');
    await context.close();
  }
});

// The engine-dependent end-to-end checks, written for WebDriver (the WebKit engines have no
// Playwright here). Their Chromium and Firefox twins are the Playwright tests tagged @engines.
// Each check runs at one viewport and throws on failure.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { By, Key, type WebElement } from 'selenium-webdriver';
import { VIEWPORTS } from '../../scripts/lib/quality.ts';
import { desktopNavLook, headerOverflow } from '../fixtures/page-probes.ts';
import { engineRoutes as ROUTES } from '../fixtures/site-content.ts';
import { videoSite } from '../fixtures/videos.ts';
import { pagePath } from '../../src/conventions/paths.ts';
import type { Engine, Viewport } from './webdriver.ts';

const { phone: PHONE, desktop: DESKTOP } = VIEWPORTS;
const SHARED_RECIPE = '?cone=2000&molasses=1500&magnesium-oxide=50&lime-flour=100&healthycow=60&water=150&grams-per-cow=800';

export interface Check {
  name: string;
  viewport: Viewport;
  run(engine: Engine, screenshotDir: string): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `probe` until it returns something truthy, and returns that. */
async function until<T>(probe: () => Promise<T>, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await probe();
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await sleep(50);
  }
}

const run = <T>(engine: Engine, script: string | ((...args: never[]) => unknown), ...args: unknown[]): Promise<T> =>
  engine.driver.executeScript(script, ...args);

/**
 * Opens `path` and waits for the islands it should hydrate: the header always, the menu at phone
 * width, and the calculator, which hydrates once on screen: the page is scrolled to it as a
 * visitor would (WPE's zoomed phone viewport is under 300 px tall), then back to the top.
 */
async function open(engine: Engine, path: string, viewport: Viewport, { calculator = false } = {}) {
  await engine.open(path);
  const hydrated = (component: string) =>
    until(
      () => run<boolean>(engine, `return !!document.querySelector('astro-island[component-url*=${component}]:not([ssr])')`),
      `${component} hydrated`,
    );
  await hydrated('ScrollHeader');
  if (viewport.width === PHONE.width) await hydrated('MobileMenu');
  if (calculator) {
    await run(engine, `document.querySelector('astro-island[component-url*=ConedoseCalculator] > *').scrollIntoView()`);
    await hydrated('ConedoseCalculator');
    await run(engine, 'window.scrollTo(0, 0)');
  }
}

async function expectNoErrors(engine: Engine, where: string) {
  await sleep(100); // an island's late error still lands
  assert.deepEqual(await engine.pageErrors(), [], `${where}: errors on the page`);
}

const field = (engine: Engine, label: string) =>
  engine.driver.findElement(
    By.js(
      (text: string) =>
        [...document.querySelectorAll('label')].find((element) => element.textContent?.trim().startsWith(text))?.control ?? null,
      label,
    ),
  );
const result = (engine: Engine, key: string) =>
  run<string | undefined>(engine, `return document.querySelector('[data-result="${key}"]')?.textContent.trim()`);
const pathname = async (engine: Engine) => new URL(await engine.driver.getCurrentUrl()).pathname;

/** Replaces a field's text as a person does: click, select all, type. */
async function retype(engine: Engine, input: WebElement, text: string) {
  await engine.click(input);
  await input.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
  await input.sendKeys(text);
}

/** The whole page where the engine allows it (WebKitGTK's window grows to the page; WPE shows its first screen). */
async function screenshot(engine: Engine, file: string, viewport: Viewport) {
  await run(engine, 'document.querySelectorAll("img").forEach((image) => { image.loading = "eager" })');
  const fullHeight =
    engine.kind === 'webkitgtk'
      ? await run<number>(engine, 'return Math.min(document.documentElement.scrollHeight, 7800)')
      : viewport.height;
  await engine.setViewport({ width: viewport.width, height: fullHeight });
  await engine.driver.executeAsyncScript(`const done = arguments[arguments.length - 1];
    Promise.all([...document.images].map((image) => image.decode().catch(() => {})))
      .then(() => requestAnimationFrame(() => requestAnimationFrame(done)));`);
  writeFileSync(file, Buffer.from(await engine.driver.takeScreenshot(), 'base64'));
  await engine.setViewport(viewport);
}

export const checks: Check[] = [
  ...[PHONE, DESKTOP].flatMap((viewport) =>
    ROUTES.map((route) => ({
      name: `${route} at ${viewport.width} px loads with no error and nothing scrolls sideways`,
      viewport,
      async run(engine: Engine) {
        await open(engine, route, viewport, { calculator: route === '/conedose-calculator' });
        assert.equal(await run(engine, 'return document.querySelectorAll("h1").length'), 1, 'one h1');
        const [scrollWidth, clientWidth] = await run<[number, number]>(
          engine,
          'return [document.documentElement.scrollWidth, document.documentElement.clientWidth]',
        );
        assert.ok(Math.abs(clientWidth - viewport.width) <= 1, `the layout is ${clientWidth} px wide, not ${viewport.width}`);
        assert.ok(scrollWidth <= viewport.width, `the page is ${scrollWidth} px wide: it scrolls sideways`);
        await expectNoErrors(engine, route);
      },
    })),
  ),
  {
    name: 'at 390 px the header fits the screen, shows the Menu button and hides the desktop navigation',
    viewport: PHONE,
    async run(engine) {
      await open(engine, '/', PHONE);
      assert.deepEqual(await run(engine, headerOverflow), [], 'header elements past the right edge');
      assert.equal(
        await engine.driver.findElement(By.css('nav[aria-label="Main"]')).isDisplayed(),
        false,
        'the desktop navigation is hidden',
      );
      assert.ok(await engine.driver.findElement(By.css('button.menu-button')).isDisplayed(), 'the Menu button is visible');
    },
  },
  {
    name: 'the Menu button opens the mobile navigation; Escape closes it and puts focus back on the button',
    viewport: PHONE,
    async run(engine) {
      await open(engine, '/products', PHONE);
      const button = await engine.driver.findElement(By.css('button.menu-button'));
      assert.equal((await button.getText()).trim(), 'Menu');
      await engine.click(button);
      await until(async () => (await button.getAttribute('aria-expanded')) === 'true', 'aria-expanded="true"');
      assert.equal((await button.getText()).trim(), 'Close', 'the open menu\u2019s button says Close');
      const menu = await engine.driver.findElement(By.css('nav[aria-label="Mobile"]'));
      assert.ok(await menu.isDisplayed(), 'the mobile navigation is visible');
      await run(engine, 'arguments[0].focus()', await menu.findElement(By.css('a[href="/"]')));
      await engine.driver.actions().sendKeys(Key.ESCAPE).perform();
      await until(async () => (await button.getAttribute('aria-expanded')) === 'false', 'aria-expanded="false"');
      assert.equal(await menu.isDisplayed(), false, 'the mobile navigation is hidden after Escape');
      assert.equal(await run(engine, 'return document.activeElement.classList.contains("menu-button")'), true, 'focus is back on Menu');
      assert.equal((await button.getText()).trim(), 'Menu');
    },
  },
  {
    name: 'at 1280 px the navigation underlines the current page and Resources draws one arrow',
    viewport: DESKTOP,
    async run(engine) {
      await open(engine, '/about-us', DESKTOP);
      assert.equal(await engine.driver.findElement(By.css('button.menu-button')).isDisplayed(), false, 'no Menu button');
      assert.deepEqual(await run(engine, headerOverflow), [], 'header elements past the right edge');
      const look = await run<ReturnType<typeof desktopNavLook>>(engine, desktopNavLook);
      assert.match(look.currentDecoration, /underline/, 'the current page is underlined');
      assert.ok(look.summaryMarkerPx <= 1, `a disclosure marker ${look.summaryMarkerPx} px wide is drawn before "Resources"`);
    },
  },
  {
    name: 'the Resources dropdown opens on click and its links work',
    viewport: DESKTOP,
    async run(engine) {
      await open(engine, '/about-us', DESKTOP);
      const nav = await engine.driver.findElement(By.css('nav[aria-label="Main"]'));
      const link = await nav.findElement(By.css('a[href="/health-and-safety"]'));
      assert.equal(await link.isDisplayed(), false, 'Health and Safety is hidden before the dropdown opens');
      await engine.click(await nav.findElement(By.css('details.dropdown > summary')));
      await until(() => link.isDisplayed(), 'Health and Safety visible');
      await engine.click(link);
      await until(async () => (await pathname(engine)) === '/health-and-safety', 'the Health and Safety page');
    },
  },
  {
    name: 'the header turns compact with a shadow past 50 px and back at the top',
    viewport: DESKTOP,
    async run(engine) {
      await open(engine, '/contact-us', DESKTOP);
      await run(engine, 'document.body.style.minHeight = "3000px"');
      const header = () =>
        run<[string, string]>(
          engine,
          'const h = document.querySelector("header.site-header"); return [h.dataset.compact, getComputedStyle(h).boxShadow]',
        );
      assert.deepEqual(await header(), ['false', 'none']);
      await run(engine, 'window.scrollTo(0, 200)');
      await until(async () => (await header())[0] === 'true' && (await header())[1] !== 'none', 'compact with a shadow');
      await run(engine, 'window.scrollTo(0, 0)');
      await until(async () => (await header())[0] === 'false', 'data-compact="false"');
    },
  },
  {
    name: 'the calculator recomputes as you type, warns about a bad entry, and never shows NaN',
    viewport: PHONE,
    async run(engine) {
      await open(engine, '/conedose-calculator', PHONE, { calculator: true });
      assert.equal(await result(engine, 'total'), '836.00');
      const molasses = await field(engine, 'Molasses');
      await retype(engine, molasses, '900');
      await until(async () => (await result(engine, 'total')) === '1136.00', 'total 1136.00');
      await until(
        async () => new URL(await engine.driver.getCurrentUrl()).searchParams.get('molasses') === '900',
        '?molasses=900 in the address',
      );
      const water = await field(engine, 'Water');
      await retype(engine, water, '12abc');
      await until(async () => (await water.getAttribute('aria-invalid')) === 'true', 'Water marked invalid');
      const hint = await run<string>(
        engine,
        'return document.getElementById(arguments[0].getAttribute("aria-describedby")).textContent',
        water,
      );
      assert.match(hint, /Still using 12 kg/);
      assert.equal(await result(engine, 'total'), '1058.00');
      assert.doesNotMatch(await run<string>(engine, 'return document.querySelector("main").innerText'), /NaN|Infinity/);
      await expectNoErrors(engine, 'the calculator');
    },
  },
  {
    name: 'a shared calculator link restores its recipe and Reset brings back the defaults',
    viewport: DESKTOP,
    async run(engine) {
      await open(engine, `/conedose-calculator${SHARED_RECIPE}`, DESKTOP, { calculator: true });
      await until(async () => (await result(engine, 'total')) === '1860.00', 'total 1860.00');
      assert.equal(await run(engine, 'return document.querySelector("select").value'), '2000');
      await engine.click(await engine.driver.findElement(By.xpath('//button[contains(., "Reset")]')));
      await until(async () => (await result(engine, 'total')) === '836.00', 'total 836.00 after Reset');
      assert.equal(new URL(await engine.driver.getCurrentUrl()).search, '');
    },
  },
  ...[PHONE, DESKTOP].flatMap((viewport) =>
    ['/', '/conedose-calculator'].map((route) => ({
      name: `screenshot of ${route} at ${viewport.width} px`,
      viewport,
      async run(engine: Engine, screenshotDir: string) {
        await open(engine, route, viewport, { calculator: route === '/conedose-calculator' });
        mkdirSync(screenshotDir, { recursive: true });
        await screenshot(engine, `${screenshotDir}/${route === '/' ? 'home' : route.slice(1)}-${viewport.width}.png`, viewport);
      },
    })),
  ),
];

/** The first page that shows a video, on the build videoSite names (tests/fixtures/videos.ts). */
const VIDEO_ROUTE = pagePath(videoSite.pages[0]!.id);

/** The checks of the video panel, run against videoSite's build: the baseline's while the content's videos are samples. */
export const videoChecks: Check[] = [
  {
    name: `the video on ${VIDEO_ROUTE} is a facade with a "Play video" link`,
    viewport: DESKTOP,
    async run(engine) {
      await open(engine, VIDEO_ROUTE, DESKTOP);
      const frame = await engine.driver.findElement(By.css('main iframe[srcdoc]'));
      await run(engine, 'arguments[0].scrollIntoView({ block: "center" })', frame);
      // loading="lazy": the frame's document exists once it is near the viewport.
      await until(() => run<boolean>(engine, 'return !!arguments[0].contentDocument?.querySelector("a")', frame), 'the facade document');
      await engine.driver.switchTo().frame(frame);
      try {
        const link = await engine.driver.findElement(By.css('a'));
        assert.match(await link.getText(), /^Play video/);
        assert.ok(await link.isDisplayed(), 'the Play video link is visible');
        assert.match(String(await link.getAttribute('href')), /\?autoplay=1$/);
      } finally {
        await engine.driver.switchTo().defaultContent();
      }
    },
  },
];

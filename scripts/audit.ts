#!/usr/bin/env node
// `npm run audit`: builds the site, serves it with Cloudflare's Pages runtime, and measures every
// route against the budgets (docs/requirements.md, "Budgets"): page weight (from the files),
// Lighthouse mobile (the median of several runs), axe, and time to a visible h1 (and to the home
// page's main picture) on a slow network for a few key pages. Prints a Markdown table (for
// docs/quality.md), writes reports/audit.json, and exits non-zero when any budget is broken.
//
// Usage: npm run audit [-- --routes /,/dairy-feed/pke] [--runs 3]
// (or AUDIT_ROUTES and AUDIT_RUNS). By default every route of the sitemap, 3 Lighthouse runs each.
// The site is served on a free port, and Chromium's debugging port is free too, so audits can run
// beside other servers and test runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './lib/browsers.ts';
import { startHost } from './lib/host-server.ts';
import { AXE_TAGS, BUDGETS, VIEWPORTS } from './lib/quality.ts';
import { pageWeights, type PageWeights } from './lib/site-metrics.ts';

// Built apart from dist/ so a build run by someone else meanwhile cannot change the site under test.
const SITE = resolve('reports/site');
const KB = 1024;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const scoreBudget = (category: string) => BUDGETS.lighthouse[category] ?? 100;
const SLOW_NETWORK_ROUTES = ['/', '/dairy-feed/pke', '/conedose-calculator'];
// 400 kbps each way and 400 ms round trips, in the units of CDP Network.emulateNetworkConditions.
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const { phone: PHONE, desktop: DESKTOP } = VIEWPORTS;
/** The route whose main picture's paint is timed on the slow network. */
const MAIN_PICTURE_ROUTE = '/';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: process.env['AUDIT_ROUTES'] },
    runs: { type: 'string', default: process.env['AUDIT_RUNS'] ?? '3' },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number of at least 1, not ${args.runs}`);
/** Routes asked for (comma-separated), or undefined for every route of the sitemap. */
const ROUTES = args.routes
  ?.split(',')
  .map((route) => route.trim())
  .filter(Boolean);

interface LighthouseResult {
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lostPoints: string[];
  runtimeError: string | undefined;
}

interface AxeFinding {
  state: string;
  id: string;
  help: string;
  targets: string[];
}

interface Row extends PageWeights {
  route: string;
  /** Every Lighthouse run of the route, in order. */
  lighthouseRuns: LighthouseResult[];
  /** The median of the runs, figure by figure (each score, LCP, CLS, TBT). */
  lighthouse?: LighthouseResult;
  axe?: AxeFinding[];
  slowH1Ms?: number;
  slowMainPictureMs?: number;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One result from several runs: the median of each figure; the points lost and errors of every run. */
function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const of = (pick: (run: LighthouseResult) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(of((run) => run.scores[id]!))])),
    lcpMs: Math.round(of((run) => run.lcpMs)),
    cls: of((run) => run.cls),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    lostPoints: [...new Set(runs.flatMap((run) => run.lostPoints))],
    runtimeError: runs.find((run) => run.runtimeError)?.runtimeError,
  };
}

const progress = (message: string) => process.stderr.write(`${message}\n`);

function build() {
  progress(`building into ${SITE} …`);
  try {
    execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', SITE], { stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    process.stderr.write(`${stdout}${stderr}`);
    throw new Error('astro build failed', { cause: error });
  }
}

/** The content routes, from the build's own sitemap. */
function sitemapRoutes(): string[] {
  const locs = (file: string) => [...readFileSync(join(SITE, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  return locs('sitemap-index.xml')
    .flatMap((sitemap) => locs(sitemap.pathname))
    .map((url) => url.pathname.replace(/(.)\/$/, '$1'));
}

async function runLighthouse(port: number, url: string): Promise<LighthouseResult> {
  const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const audit = (id: string) => lhr.audits[id]!;
  // For each category under its budget, the weighted audits that cost it points: why the score was missed.
  const lostPoints = CATEGORIES.filter((id) => scores[id]! < scoreBudget(id)).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audit(ref.id).score !== null && audit(ref.id).score! < 1)
      .map((ref) => `${id}: ${ref.id} (${audit(ref.id).title})`),
  );
  return {
    scores,
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
    cls: audit('cumulative-layout-shift').numericValue ?? 0,
    tbtMs: Math.round(audit('total-blocking-time').numericValue ?? 0),
    lostPoints,
    runtimeError: lhr.runtimeError?.message,
  };
}

/** axe at desktop width, phone width, and phone width with the menu open, on one page. */
async function runAxe(browser: Browser, url: string): Promise<AxeFinding[]> {
  // AxeBuilder needs a page of an explicit context (it opens a helper page beside it).
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const found: AxeFinding[] = [];
  const scan = async (state: string) => {
    const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    found.push(...violations.map(({ id, help, nodes }) => ({ state, id, help, targets: nodes.map((node) => node.target.join(' ')) })));
  };
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await scan('desktop');
    await page.setViewportSize(PHONE);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.waitFor({ state: 'visible' });
    await scan('phone');
    await menuButton.click();
    await page.waitForSelector('button[aria-expanded="true"]');
    await scan('phone, menu open');
  } finally {
    await context.close();
  }
  return found;
}

/**
 * Over a slow network with the cache off: milliseconds from navigation start until the h1 is
 * visible and, with `timePicture`, until the page's main picture (its high-priority image), if it has one, is painted.
 */
async function slowNetworkLoad(browser: Browser, url: string, timePicture: boolean): Promise<{ h1Ms: number; mainPictureMs?: number }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  try {
    const start = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('h1').waitFor({ state: 'visible', timeout: 60_000 });
    const h1Ms = Math.round(performance.now() - start);
    // A page whose heading leads, with no picture beside it, has no main picture to time.
    if (!timePicture || (await page.locator('img[fetchpriority="high"]').count()) === 0) return { h1Ms };
    // The paint time Chromium gives the picture as a largest-paint candidate (it is the largest
    // element on the first screen); from the page's own time origin, the start of the navigation.
    const mainPictureMs = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const img = document.querySelector('img[fetchpriority="high"]');
          if (!img) reject(new Error('no main picture (img[fetchpriority="high"]) on the page'));
          setTimeout(() => reject(new Error('the main picture was not painted within 60 s')), 60_000);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; renderTime: number })[]) {
              if (entry.element === img) resolve(entry.renderTime || entry.startTime);
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { h1Ms, mainPictureMs: Math.round(mainPictureMs) };
  } finally {
    await context.close();
  }
}

function budgetFailures(row: Row): string[] {
  const failures: string[] = [];
  const fail = (what: string, value: number, limit: number) => failures.push(`${row.route}: ${what} ${value} (budget ${limit})`);
  if (row.htmlCssGzip > BUDGETS.htmlCssGzip) fail('HTML+CSS gzipped', row.htmlCssGzip, BUDGETS.htmlCssGzip);
  if (row.jsGzipTotal > BUDGETS.jsGzip(row.route)) fail('JS gzipped', row.jsGzipTotal, BUDGETS.jsGzip(row.route));
  for (const [category, score] of Object.entries(row.lighthouse?.scores ?? {})) {
    if (score < scoreBudget(category)) fail(`Lighthouse ${category}`, score, scoreBudget(category));
  }
  if (row.lighthouse?.runtimeError) failures.push(`${row.route}: Lighthouse error ${row.lighthouse.runtimeError}`);
  const axeCount = row.axe?.length ?? 0;
  if (axeCount > BUDGETS.axeViolations) fail('axe violations', axeCount, BUDGETS.axeViolations);
  if (row.lighthouse && row.lighthouse.lcpMs > BUDGETS.lcpMs)
    fail(`median LCP (ms) of ${row.lighthouseRuns.length}`, row.lighthouse.lcpMs, BUDGETS.lcpMs);
  if (row.slowH1Ms !== undefined && row.slowH1Ms > BUDGETS.slowNetworkH1Ms)
    fail('h1 visible on 400 kbps (ms)', row.slowH1Ms, BUDGETS.slowNetworkH1Ms);
  return failures;
}

/** Each distinct finding once, with the routes it occurs on (most findings repeat on every page). */
function findingsByRoute(rows: Row[], findingsOf: (row: Row) => string[]): string[] {
  const routesByFinding = new Map<string, string[]>();
  for (const row of rows) {
    for (const finding of findingsOf(row)) routesByFinding.set(finding, [...(routesByFinding.get(finding) ?? []), row.route]);
  }
  return [...routesByFinding].map(
    ([finding, routes]) => `${finding} on ${routes.length === rows.length ? 'every route' : routes.join(', ')}`,
  );
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function markdownTable(rows: Row[]): string {
  const header = [
    'Route',
    'HTML+CSS gz (KB)',
    'JS gz at load / inline / all (KB)',
    'Images (KB)',
    'Requests',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP (s)',
    'CLS',
    'TBT (ms)',
    'axe',
    'h1 on 400 kbps (s)',
    'Main picture on 400 kbps (s)',
  ];
  const lines = rows.map((row) => {
    const { scores, lcpMs, cls, tbtMs } = row.lighthouse!;
    return [
      `\`${row.route}\``,
      kb(row.htmlCssGzip),
      `${kb(row.jsGzipBeforeLoad)} / ${kb(row.jsGzipInline)} / ${kb(row.jsGzipTotal)}`,
      kb(row.imageBytes),
      row.requests,
      scores.performance,
      scores.accessibility,
      scores['best-practices'],
      scores.seo,
      (lcpMs / 1000).toFixed(2),
      cls.toFixed(3),
      tbtMs,
      row.axe?.length ?? 0,
      row.slowH1Ms === undefined ? '–' : (row.slowH1Ms / 1000).toFixed(2),
      row.slowMainPictureMs === undefined ? '–' : (row.slowMainPictureMs / 1000).toFixed(2),
    ];
  });
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main() {
  const started = performance.now();
  build();
  const known = sitemapRoutes();
  const unknown = (ROUTES ?? []).filter((route) => !known.includes(route));
  if (unknown.length > 0) throw new Error(`not routes of this site: ${unknown.join(', ')}`);
  const routes = ROUTES ?? known;
  const host = await startHost(SITE);
  const base = host.url;
  const rows: Row[] = routes.map((route) => ({ route, lighthouseRuns: [], ...pageWeights(route, SITE) }));
  try {
    // One route at a time: parallel runs on two cores would skew each other's performance figures.
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath ?? chromium.executablePath(), chromeFlags: chromiumArgs });
    try {
      // Round after round over every route, so a busy spell on the machine spreads over routes
      // instead of costing one route all its runs.
      for (let run = 1; run <= RUNS; run++) {
        for (const [index, row] of rows.entries()) {
          const result = await runLighthouse(chrome.port, `${base}${row.route}`);
          row.lighthouseRuns.push(result);
          progress(
            `lighthouse run ${run}/${RUNS}, ${index + 1}/${rows.length} ${row.route}: ${Object.values(result.scores).join(' ')}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
          );
        }
      }
      for (const row of rows) row.lighthouse = medianResult(row.lighthouseRuns);
    } finally {
      chrome.kill();
    }
    const browser = await chromium.launch({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs });
    try {
      for (const row of rows) row.axe = await runAxe(browser, `${base}${row.route}`);
      progress('axe done');
      for (const row of rows.filter(({ route }) => SLOW_NETWORK_ROUTES.includes(route))) {
        const { h1Ms, mainPictureMs } = await slowNetworkLoad(browser, `${base}${row.route}`, row.route === MAIN_PICTURE_ROUTE);
        row.slowH1Ms = h1Ms;
        if (mainPictureMs !== undefined) row.slowMainPictureMs = mainPictureMs;
        progress(
          `400 kbps ${row.route}: h1 visible after ${h1Ms} ms${mainPictureMs === undefined ? '' : `, main picture painted after ${mainPictureMs} ms`}`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await host.stop();
  }

  const failures = rows.flatMap(budgetFailures);
  console.log(markdownTable(rows));
  const lostPoints = findingsByRoute(rows, (row) => row.lighthouse?.lostPoints ?? []);
  const axeFindings = findingsByRoute(rows, (row) =>
    (row.axe ?? []).map(({ state, id, help, targets }) => `[${state}] ${id}: ${help} (${targets.join(', ')})`),
  );
  for (const [title, lines] of [
    ['Budgets broken', failures],
    ['Lighthouse points lost', lostPoints],
    ['axe violations', axeFindings],
  ] as const) {
    if (lines.length > 0) console.log(`\n${title}:\n${lines.map((line) => `- ${line}`).join('\n')}`);
  }
  mkdirSync('reports', { recursive: true });
  const seconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(
    'reports/audit.json',
    `${JSON.stringify({ generatedAt: new Date().toISOString(), seconds, runs: RUNS, rows, failures }, null, 2)}\n`,
  );
  progress(`audit took ${seconds} s; wrote reports/audit.json`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();

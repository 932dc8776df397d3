#!/usr/bin/env node
// `npm run audit`: builds the site, serves it the way a static host does, and measures every route
// against the budgets of decisions.md §5: page weight (from the files), Lighthouse mobile, axe, and
// time to a visible h1 on a slow network for a few key pages. Prints a Markdown table (for the
// README), writes reports/audit.json, and exits non-zero when any budget is broken.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { pageWeights } from './lib/site-metrics.mjs';

// Built apart from dist/ so a build run by someone else meanwhile cannot change the site under test.
const SITE = resolve('reports/site');
const KB = 1024;
const BUDGET = {
  performance: 98,
  otherScores: 100,
  htmlCssGzip: 14 * KB,
  jsGzip: (route) => (route === '/conedose-calculator' ? 85 : 75) * KB,
  axeViolations: 0,
  slowH1Ms: 3000,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const scoreBudget = (category) => (category === 'performance' ? BUDGET.performance : BUDGET.otherScores);
const SLOW_NETWORK_ROUTES = ['/', '/dairy-feed/pke', '/conedose-calculator'];
// 400 kbps each way and 400 ms round trips, in the units of CDP Network.emulateNetworkConditions.
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const progress = (message) => process.stderr.write(`${message}\n`);

function build() {
  progress(`building into ${SITE} …`);
  try {
    execFileSync('npx', ['astro', 'build', '--outDir', SITE], { stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(`${error.stdout}${error.stderr}`);
    throw new Error('astro build failed');
  }
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/** Starts scripts/static-host.mjs on the built site; resolves once it listens. */
async function startStaticHost(port) {
  const host = spawn(process.execPath, ['scripts/static-host.mjs', '--port', String(port), '--root', SITE], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ready, fail) => {
    host.stdout.on('data', (chunk) => String(chunk).includes('static host:') && ready());
    host.once('exit', (code) => fail(new Error(`static host exited with ${code}`)));
  });
  return host;
}

/** The content routes, from the build's own sitemap. */
function sitemapRoutes() {
  const locs = (file) => [...readFileSync(join(SITE, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  return locs('sitemap-index.xml').flatMap((sitemap) => locs(sitemap.pathname)).map((url) => url.pathname.replace(/(.)\/$/, '$1'));
}

async function runLighthouse(port, url) {
  const { lhr } = await lighthouse(url, { port, logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true });
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  // For each category under its budget, the weighted audits that cost it points: why the score was missed.
  const lostPoints = CATEGORIES.filter((id) => scores[id] < scoreBudget(id)).flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id].title})`),
  );
  return {
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    lostPoints,
    runtimeError: lhr.runtimeError?.message,
  };
}

/** axe at desktop width, phone width, and phone width with the menu open, on one page. */
async function runAxe(browser, url) {
  // AxeBuilder needs a page of an explicit context (it opens a helper page beside it).
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const found = [];
  const scan = async (state) => {
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

/** Milliseconds from navigation start until the h1 is visible, over a slow network with the cache off. */
async function slowNetworkH1(browser, url) {
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
    return Math.round(performance.now() - start);
  } finally {
    await context.close();
  }
}

function budgetFailures(row) {
  const failures = [];
  const fail = (what, value, limit) => failures.push(`${row.route}: ${what} ${value} (budget ${limit})`);
  if (row.htmlCssGzip > BUDGET.htmlCssGzip) fail('HTML+CSS gzipped', row.htmlCssGzip, BUDGET.htmlCssGzip);
  if (row.jsGzipTotal > BUDGET.jsGzip(row.route)) fail('JS gzipped', row.jsGzipTotal, BUDGET.jsGzip(row.route));
  for (const [category, score] of Object.entries(row.lighthouse.scores)) {
    if (score < scoreBudget(category)) fail(`Lighthouse ${category}`, score, scoreBudget(category));
  }
  if (row.lighthouse.runtimeError) failures.push(`${row.route}: Lighthouse error ${row.lighthouse.runtimeError}`);
  if (row.axe.length > BUDGET.axeViolations) fail('axe violations', row.axe.length, BUDGET.axeViolations);
  if (row.slowH1Ms !== undefined && row.slowH1Ms > BUDGET.slowH1Ms) fail('h1 visible on 400 kbps (ms)', row.slowH1Ms, BUDGET.slowH1Ms);
  return failures;
}

/** Each distinct finding once, with the routes it occurs on (most findings repeat on every page). */
function findingsByRoute(rows, findingsOf) {
  const routesByFinding = new Map();
  for (const row of rows) {
    for (const finding of findingsOf(row)) routesByFinding.set(finding, [...(routesByFinding.get(finding) ?? []), row.route]);
  }
  return [...routesByFinding].map(([finding, routes]) => `${finding} on ${routes.length === rows.length ? 'every route' : routes.join(', ')}`);
}

const kb = (bytes) => (bytes / KB).toFixed(1);

function markdownTable(rows) {
  const header = ['Route', 'HTML+CSS gz (KB)', 'JS gz at load / all (KB)', 'Images (KB)', 'Requests', 'Perf', 'A11y', 'BP', 'SEO', 'LCP (s)', 'CLS', 'TBT (ms)', 'axe', 'h1 on 400 kbps (s)'];
  const lines = rows.map((row) => {
    const { scores, lcpMs, cls, tbtMs } = row.lighthouse;
    return [
      `\`${row.route}\``,
      kb(row.htmlCssGzip),
      `${kb(row.jsGzipBeforeLoad)} / ${kb(row.jsGzipTotal)}`,
      kb(row.imageBytes),
      row.requests,
      scores.performance,
      scores.accessibility,
      scores['best-practices'],
      scores.seo,
      (lcpMs / 1000).toFixed(2),
      cls.toFixed(3),
      tbtMs,
      row.axe.length,
      row.slowH1Ms === undefined ? '–' : (row.slowH1Ms / 1000).toFixed(2),
    ];
  });
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main() {
  const started = performance.now();
  build();
  const routes = sitemapRoutes();
  const port = await freePort();
  const host = await startStaticHost(port);
  const base = `http://localhost:${port}`;
  const rows = routes.map((route) => ({ route, ...pageWeights(route, SITE) }));
  try {
    // One route at a time: parallel runs on two cores would skew each other's performance figures.
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath ?? chromium.executablePath(), chromeFlags: chromiumArgs });
    try {
      for (const [index, row] of rows.entries()) {
        row.lighthouse = await runLighthouse(chrome.port, `${base}${row.route}`);
        progress(`lighthouse ${index + 1}/${rows.length} ${row.route}: ${Object.values(row.lighthouse.scores).join(' ')}`);
      }
    } finally {
      chrome.kill();
    }
    const browser = await chromium.launch({ ...(chromiumPath ? { executablePath: chromiumPath } : {}), args: chromiumArgs });
    try {
      for (const row of rows) row.axe = await runAxe(browser, `${base}${row.route}`);
      progress('axe done');
      for (const row of rows.filter(({ route }) => SLOW_NETWORK_ROUTES.includes(route))) {
        row.slowH1Ms = await slowNetworkH1(browser, `${base}${row.route}`);
        progress(`400 kbps ${row.route}: h1 visible after ${row.slowH1Ms} ms`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    host.kill();
  }

  const failures = rows.flatMap(budgetFailures);
  console.log(markdownTable(rows));
  const lostPoints = findingsByRoute(rows, (row) => row.lighthouse.lostPoints);
  const axeFindings = findingsByRoute(rows, (row) => row.axe.map(({ state, id, help, targets }) => `[${state}] ${id}: ${help} (${targets.join(', ')})`));
  for (const [title, lines] of [['Budgets broken', failures], ['Lighthouse points lost', lostPoints], ['axe violations', axeFindings]]) {
    if (lines.length > 0) console.log(`\n${title}:\n${lines.map((line) => `- ${line}`).join('\n')}`);
  }
  mkdirSync('reports', { recursive: true });
  const seconds = Math.round((performance.now() - started) / 1000);
  writeFileSync('reports/audit.json', `${JSON.stringify({ generatedAt: new Date().toISOString(), seconds, rows, failures }, null, 2)}\n`);
  progress(`audit took ${seconds} s; wrote reports/audit.json`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();

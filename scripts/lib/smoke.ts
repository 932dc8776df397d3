// Checks a deployed copy of the site against the build it was deployed from (dist/): every page of
// the sitemap answers 200 with exactly the built HTML and the headers `_headers` gives it; every
// old address of the redirect table answers 301 to its page, keeping the query; an unknown path
// answers 404 with the not-found page; hashed assets, the offline files and the editor get their
// own headers; the host files themselves are not served. Works against any host that applies
// `_headers` and `_redirects` (Cloudflare Pages, Netlify) or the local Cloudflare runtime.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_PATH } from '../../src/conventions/paths.ts';
import type { HeaderRule } from '../../src/lib/built/headers.ts';
import { pageFileFor } from '../../src/lib/built/built-site.ts';
import { headersFor, parseHeadersFile } from './headers-file.ts';
import { readPathTable } from '../../src/validation/content.ts';
import { DIST_DIR } from './output.ts';
import { inPool } from './pool.ts';

export interface SmokeResult {
  /** Checks by group, in the order they ran. */
  groups: { name: string; passed: number; failed: number }[];
  failures: string[];
}

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

/** The page paths the build's sitemaps list. */
function builtRoutes(dist: string): string[] {
  const index = readFileSync(join(dist, 'sitemap-index.xml'), 'utf8');
  return locs(index).flatMap((sitemap) => locs(readFileSync(join(dist, sitemap), 'utf8')));
}

export async function smoke(baseUrl: string, { dist = DIST_DIR, concurrency = 8 } = {}): Promise<SmokeResult> {
  const base = new URL(baseUrl);
  const rules: HeaderRule[] = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  const result: SmokeResult = { groups: [], failures: [] };
  let group = { name: '', passed: 0, failed: 0 };
  const begin = (name: string) => {
    group = { name, passed: 0, failed: 0 };
    result.groups.push(group);
  };
  /** Records one check: `problem` undefined means it passed. */
  const check = (what: string, problem: string | undefined) => {
    if (problem === undefined) group.passed++;
    else {
      group.failed++;
      result.failures.push(`${group.name}: ${what}: ${problem}`);
    }
  };
  const get = (path: string) => fetch(new URL(path, base), { redirect: 'manual', headers: { 'accept-encoding': 'gzip, br' } });
  /** Every header the `_headers` rules give `path`, with exactly that value. */
  const checkHeaders = (path: string, response: Response) => {
    for (const [name, value] of Object.entries(headersFor(rules, path))) {
      const got = response.headers.get(name);
      check(
        `${path} ${name}`,
        got === value ? undefined : got === null ? 'missing' : `"${got.slice(0, 160)}", expected "${value.slice(0, 160)}"`,
      );
    }
  };
  const builtFile = (path: string) => readFileSync(join(dist, pageFileFor(path)), 'utf8');

  begin('pages');
  const routes = builtRoutes(dist);
  check('the sitemap', routes.length > 0 ? undefined : 'lists no pages');
  await inPool(routes, concurrency, async (path) => {
    const response = await get(path);
    check(`${path} status`, response.status === 200 ? undefined : `${response.status} ${response.headers.get('location') ?? ''}`.trim());
    if (response.status !== 200) return;
    // A host that rewrites pages (injected scripts, obfuscated addresses) breaks the hashed policy.
    check(
      `${path} body`,
      (await response.text()) === builtFile(path) ? undefined : 'differs from the build (an older deploy, or the host rewrote it)',
    );
    checkHeaders(path, response);
  });

  begin('old addresses');
  const table = [...readPathTable().redirects];
  await inPool(table, concurrency, async ([from, to]) => {
    for (const source of [from, `${from}/`, `${from}?molasses=5`]) {
      const response = await get(source);
      const location = response.headers.get('location');
      const landed = location === null ? '' : (({ pathname, search }) => pathname + search)(new URL(location, base));
      const expected = to + (source.includes('?') ? '?molasses=5' : '');
      check(
        source,
        response.status === 301 && landed === expected ? undefined : `${response.status} → ${location}, expected 301 → ${expected}`,
      );
    }
    checkHeaders(from, await get(from));
  });

  begin('not found');
  const missing = `/no-such-paddock-${Date.now().toString(36)}`;
  const notFound = await get(missing);
  check(`${missing} status`, notFound.status === 404 ? undefined : `${notFound.status}`);
  check(
    `${missing} body`,
    (await notFound.text()) === readFileSync(join(dist, '404.html'), 'utf8') ? undefined : 'is not the built 404.html',
  );
  checkHeaders(missing, notFound);

  begin('files');
  const asset = /\/_astro\/[\w.-]+\.(?:js|css)/.exec(builtFile('/'))?.[0];
  check('a hashed file referenced by Home', asset ? undefined : 'none found in index.html');
  const extras = [
    asset,
    '/sw.js',
    '/manifest.webmanifest',
    '/robots.txt',
    ...(existsSync(join(dist, `${EDITOR_PATH}.html`)) ? [EDITOR_PATH] : []),
  ];
  for (const path of extras.filter((extra) => extra !== undefined)) {
    const response = await get(path);
    check(`${path} status`, response.status === 200 ? undefined : `${response.status}`);
    checkHeaders(path, response);
  }
  for (const path of ['/_headers', '/_redirects']) {
    const response = await get(path);
    const served = response.status === 200 && (await response.text()) === readFileSync(join(dist, path), 'utf8');
    check(`${path} is not served`, served ? 'the host serves it as a file' : undefined);
  }
  return result;
}

/** The result as a table of groups and then the failures, for a terminal. */
export function smokeReport({ groups, failures }: SmokeResult): string {
  const rows = groups.map(
    ({ name, passed, failed }) => `| ${name.padEnd(13)} | ${String(passed).padStart(6)} | ${String(failed).padStart(6)} |`,
  );
  return [
    '| checks        | passed | failed |',
    '| ------------- | -----: | -----: |',
    ...rows,
    ...(failures.length > 0 ? ['', ...failures.map((failure) => `- ${failure}`)] : []),
  ].join('\n');
}

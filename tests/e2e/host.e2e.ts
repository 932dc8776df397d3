// What a visitor gets from the host in production, tested against Cloudflare's own Pages runtime
// (wrangler pages dev) serving dist/ with the generated _redirects and _headers: real 301s, the
// not-found page with 404, the security headers and caching on every response, compression,
// and no failure on malformed or hostile requests.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { smoke, smokeReport } from '../../scripts/lib/smoke.ts';
import { contentRoutes, oldPaths } from '../fixtures/site-content.ts';
import { HOST_URL, PREVIEW_URL } from '../fixtures/servers.ts';
import { directiveOf } from '../fixtures/page-policies.ts';

const NOT_FOUND = '/no-such-paddock/feed';
const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${what}: ${name}`).toBe(value);
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toMatch(/unsafe-eval/);
  // Inline styles are narrowed by each page's own policy (tests/fixtures/page-policies.ts); scripts never are.
  expect(directiveOf(csp, 'script-src').join(' '), what).not.toMatch(/unsafe/);
}

test.describe('old addresses', () => {
  test('every old address answers 301 to its page, with and without a trailing slash, keeping the query', async ({ request }) => {
    for (const [from, to] of oldPaths) {
      for (const source of [from, `${from}/`]) {
        const response = await request.get(`${HOST_URL}${source}`, { maxRedirects: 0 });
        expect(response.status(), source).toBe(301);
        expect(response.headers()['location'], source).toBe(to);
        expectSecurityHeaders(response.headers(), source);
      }
      const withQuery = await request.get(`${HOST_URL}${from}?molasses=5`, { maxRedirects: 0 });
      expect(withQuery.headers()['location'], `${from}?molasses=5`).toBe(`${to}?molasses=5`);
    }
  });
});

test.describe('pages', () => {
  test('every route answers 200 with the security headers, and revalidates on every visit', async ({ request }) => {
    for (const route of contentRoutes) {
      const response = await request.get(`${HOST_URL}${route}`, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expectSecurityHeaders(response.headers(), route);
      expect(response.headers()['cache-control'], route).toMatch(/max-age=0, must-revalidate/);
    }
  });

  test('an unknown path answers 404 with the not-found page and the security headers', async ({ request }) => {
    const response = await request.get(`${HOST_URL}${NOT_FOUND}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expectSecurityHeaders(response.headers(), NOT_FOUND);
  });

  test('the .html and trailing-slash forms of a page lead to its one address', async ({ request }) => {
    for (const form of ['/about-us.html', '/about-us/']) {
      const response = await request.get(`${HOST_URL}${form}`, { maxRedirects: 0 });
      expect(response.status(), form).toBeGreaterThanOrEqual(301);
      expect(response.status(), form).toBeLessThanOrEqual(308);
      expect(new URL(response.headers()['location']!, HOST_URL).pathname, form).toBe('/about-us');
    }
  });
});

test.describe('assets and compression', () => {
  test('content-hashed files are cached for a year', async ({ request }) => {
    const home = await (await request.get(`${HOST_URL}/`)).text();
    const asset = home.match(/\/_astro\/[\w-]+\.[\w-]{8}\.js/)?.[0];
    expect(asset, 'a hashed script referenced from Home').toBeDefined();
    const response = await request.get(`${HOST_URL}${asset}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('pages are compressed for browsers that ask, and sent plain to those that refuse', async ({ request }) => {
    const encoding = async (accept: string) =>
      (await request.get(`${HOST_URL}/about-us`, { headers: { 'Accept-Encoding': accept } })).headers()['content-encoding'];
    expect(await encoding('gzip')).toBe('gzip');
    expect(await encoding('br, gzip')).toBe('br');
    expect(await encoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await encoding('identity')).toBeUndefined();
  });
});

test.describe('the browser editor', () => {
  test('/admin gets the editor\u2019s own policy in place of the site\u2019s, and stays out of search engines', async ({ request }) => {
    const site = (await request.get(`${HOST_URL}/`)).headers()['content-security-policy'] ?? '';
    for (const path of ['/admin', '/admin/config.yml']) {
      const headers = (await request.get(`${HOST_URL}${path}`)).headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval'/);
      // One policy, not the site's joined to it (browsers would enforce both).
      expect(policy, path).not.toContain(site.split(';')[1]!.trim());
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(headers['x-robots-tag'], path).toBe('noindex');
      expect(headers['cache-control'], path).toBe('no-cache');
    }
  });

  test('the editor loads under its policy with no violation', async ({ page }) => {
    // A 5 MB app: under a full test run its first load has taken 12 s.
    test.setTimeout(60_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      // Served from 127.0.0.1, the editor first looks for `npm run edit`'s local save server; on
      // the live site's own address it never does.
      if (/Content Security Policy/i.test(message.text()) && !message.text().includes('127.0.0.1:8081')) violations.push(message.text());
    });
    await page.goto(`${HOST_URL}/admin`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });
});

test.describe('hostile and malformed requests', () => {
  test('the host files themselves are never served', async ({ request }) => {
    for (const file of ['/_headers', '/_redirects']) {
      const response = await request.get(`${HOST_URL}${file}`);
      expect(response.status(), file).not.toBe(200);
      expect(await response.text(), file).not.toContain(readFileSync(`dist${file}`, 'utf8').split('\n')[1]);
    }
  });

  test('broken escapes and paths that climb out of the site get the not-found page, and the host keeps serving', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json', '//[']) {
      const response = await fetch(`${HOST_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
    }
    expect((await fetch(`${HOST_URL}/`)).status).toBe(200);
  });

  test('only GET and HEAD are answered', async ({ request }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await request.fetch(`${HOST_URL}/about-us`, { method });
      expect(response.status(), method).toBe(405);
    }
    expect((await request.head(`${HOST_URL}/about-us`)).status()).toBe(200);
  });

  test('1,000 requests at once are all answered, within 60 seconds', async () => {
    test.setTimeout(90_000);
    const paths = Array.from({ length: 1000 }, (_, index) => contentRoutes[index % contentRoutes.length]!);
    const started = Date.now();
    const statuses = await Promise.all(
      paths.map(async (path) => {
        try {
          const response = await fetch(`${HOST_URL}${path}`);
          await response.arrayBuffer();
          return response.status;
        } catch (error) {
          return String(error);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const failures = statuses.filter((status) => status !== 200);
    expect(failures, `${failures.length} of 1000 failed`).toEqual([]);
    expect(seconds).toBeLessThan(60);
    console.log(`1000 concurrent requests answered in ${seconds.toFixed(1)} s`);
  });
});

test.describe('the smoke test run after a deploy (npm run smoke)', () => {
  test('passes against the host runtime serving dist/', async () => {
    const result = await smoke(HOST_URL);
    expect(result.failures, smokeReport(result)).toEqual([]);
    expect(result.groups.map(({ name, passed }) => [name, passed > 0])).toEqual([
      ['pages', true],
      ['old addresses', true],
      ['not found', true],
      ['files', true],
    ]);
  });

  test('fails against a server that ignores _headers and _redirects', async () => {
    const { failures } = await smoke(PREVIEW_URL);
    expect(failures).toContainEqual(expect.stringMatching(/^pages: \/about-us content-security-policy: missing$/));
    expect(failures).toContainEqual(expect.stringMatching(/^old addresses: \/pages\/about-us\/: /));
    expect(failures).toContainEqual('files: /_redirects is not served: the host serves it as a file');
  });
});

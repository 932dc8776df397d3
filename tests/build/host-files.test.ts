// The generated _redirects and _headers, read the way each host reads them: Netlify's own parsers
// (@netlify/redirect-parser, @netlify/headers-parser), and Cloudflare Pages' documented syntax
// (https://developers.cloudflare.com/pages/configuration/redirects/). The e2e suite also serves
// them with Cloudflare's own runtime (tests/e2e/host.e2e.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { DIST } from '../../scripts/lib/site-metrics.ts';
import { HOST_LIMITS, hostLimitProblems, summariseHostFiles } from '../../src/lib/built/host-limits.ts';
import { pagePolicyProblems } from '../fixtures/page-policies.ts';
import { oldPaths } from '../fixtures/site-content.ts';

const redirectsText = readFileSync(join(DIST, '_redirects'), 'utf8');
const headersText = readFileSync(join(DIST, '_headers'), 'utf8');

interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

describe('_redirects on Netlify (its own parser)', async () => {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(DIST, '_redirects')], configRedirects: [], minimal: true });
  const rules = redirects as NetlifyRedirect[];

  it('parses without an error', () => {
    expect(errors).toEqual([]);
  });

  it('answers each old address, with or without a trailing slash, with a forced 301 to its page', () => {
    // Netlify takes the first rule that matches, and ignores a trailing slash when matching.
    for (const [from, to] of oldPaths) {
      const first = rules.find((rule) => rule.from.replace(/\/$/, '') === from);
      expect(first, from).toMatchObject({ from, to, status: 301, force: true });
    }
  });
});

/** A line as Cloudflare Pages documents it: source, destination, optional status (302 by default). */
function cloudflareRule(line: string): { source: string; destination: string; status: number } | { invalid: string } {
  const parts = line.trim().split(/\s+/);
  if (parts.length < 2 || parts.length > 3) return { invalid: 'expected "source destination [status]"' };
  const [source = '', destination = '', status = '302'] = parts;
  if (!/^(200|301|302|303|307|308)$/.test(status)) return { invalid: `status ${status} is not one of 200, 301, 302, 303, 307, 308` };
  if (!source.startsWith('/')) return { invalid: 'the source must be a path' };
  return { source, destination, status: Number(status) };
}

describe('_redirects on Cloudflare Pages (its documented syntax)', () => {
  const lines = redirectsText.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const parsed = lines.map((line) => ({ line, rule: cloudflareRule(line) }));
  const valid = parsed.flatMap(({ rule }) => ('invalid' in rule ? [] : [rule]));

  it('has no line Cloudflare rejects but the forced lines meant for Netlify', () => {
    const rejected = parsed.filter(({ rule }) => 'invalid' in rule).map(({ line }) => line);
    expect(rejected.length).toBe(oldPaths.length);
    for (const line of rejected) expect(line).toMatch(/ 301!$/);
  });

  it('answers each old address, with and without a trailing slash, with a 301 to its page', () => {
    // Cloudflare takes the first valid rule whose source matches exactly.
    for (const [from, to] of oldPaths) {
      for (const source of [from, `${from}/`]) {
        expect(
          valid.find((rule) => rule.source === source),
          source,
        ).toEqual({ source, destination: to, status: 301 });
      }
    }
  });

  it('keeps within Cloudflare\u2019s documented limits', () => {
    const summary = summariseHostFiles(headersText, redirectsText, []);
    expect(summary.staticRedirects).toBeLessThanOrEqual(HOST_LIMITS.cloudflare.staticRedirects);
    expect(summary.dynamicRedirects).toBe(0);
    expect(summary.longestRedirectLine).toBeLessThanOrEqual(HOST_LIMITS.cloudflare.redirectLineLength);
  });
});

describe('_headers', async () => {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [join(DIST, '_headers')], configHeaders: [], minimal: true });

  it('parses on Netlify without an error, setting the policy for every path', () => {
    expect(errors).toEqual([]);
    const all = (headers as { for: string; values: Record<string, string> }[]).find((rule) => rule.for === '/*');
    expect(all?.values['Content-Security-Policy']).toMatch(/^default-src 'self'/);
  });

  it('keeps within Cloudflare\u2019s documented limits, with a fixed handful of rules', () => {
    const summary = summariseHostFiles(headersText, '', []);
    expect(summary.headerRules).toBeLessThanOrEqual(6);
    expect(summary.longestHeaderLine).toBeLessThanOrEqual(HOST_LIMITS.cloudflare.headerLineLength);
  });
});

describe('the whole output', () => {
  it('fits both hosts\u2019 limits on files', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(DIST, file)).isFile())
      .map((path) => ({ path, bytes: statSync(join(DIST, path)).size }));
    expect(hostLimitProblems(summariseHostFiles(headersText, redirectsText, files))).toEqual([]);
  });
});

describe('hostLimitProblems', () => {
  it('names every limit a generated catalogue could break', () => {
    const summary = {
      headerRules: 120,
      longestHeaderLine: 2500,
      staticRedirects: 2100,
      dynamicRedirects: 101,
      longestRedirectLine: 1200,
      files: 20_001,
      largestFile: { path: 'big.pdf', bytes: 26 * 1024 * 1024 },
      mostFilesInAFolder: { folder: 'products', files: 60_000 },
    };
    expect(hostLimitProblems(summary)).toHaveLength(8);
  });
});

describe('_headers for every page', () => {
  // In a browser, tests/e2e/every-route.e2e.ts loads each page under its policy; this holds for any build, the rehearsal's too.
  it('gives every page the security headers and a policy that allows its inline code', () => {
    expect(pagePolicyProblems(DIST)).toEqual([]);
  });
});

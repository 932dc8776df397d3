// The site at 400 products, built in a copy of the project: the build stays linear (no page scans
// the whole catalogue: what a page needs of it is worked out once per build), the host files keep
// within every documented limit of Cloudflare Pages and Netlify with the same handful of rules as
// today, and every page still gets the security headers and a policy that allows exactly its inline
// code. `npm run time-builds` times builds of 1,000 and 3,000 products.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGeneratedProducts } from '../../scripts/lib/generated-catalogue.ts';
import { BASELINE_SITE } from '../../scripts/lib/output.ts';
import { ROOT, copyProject, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';
import { hostLimitProblems, summariseHostFiles } from '../../src/lib/built/host-limits.ts';
import { listPages } from '../../src/integrations/built-files.ts';
import { pagePolicyProblems } from '../fixtures/page-policies.ts';

// Enough products that work done per product shows: a rule per product in the host files (the rules
// must stay as many as 17 products need), or a page that scans the whole catalogue (a few dozen scans
// in all, against one or more a page, so at least PRODUCTS). More would only make the build longer.
const PRODUCTS = 400;
// The copy starts from the baseline (scripts/lib/scratch-project.ts).
const shipped = readdirSync(join(ROOT, BASELINE_SITE.contentDir, 'products')).length;

let site: string;
let build: AstroRun;
let generated: string[];
let scans: number;
const dist = () => join(site, 'dist');
const read = (file: string) => readFileSync(join(dist(), file), 'utf8');

beforeAll(async () => {
  site = await copyProject('large-catalogue-');
  generated = await addGeneratedProducts(site, PRODUCTS - shipped);
  const log = join(site, 'catalogue-scans.json');
  build = await runAstro(site, 'build', {
    NODE_OPTIONS: `--import ${join(process.cwd(), 'tests/fixtures/count-catalogue-scans.ts')}`,
    CATALOGUE_SCAN_LENGTH: String(PRODUCTS / 2),
    CATALOGUE_SCANS_LOG: log,
  });
  ({ scans } = JSON.parse(readFileSync(log, 'utf8')) as { scans: number });
}, 900_000);

afterAll(() => removeProject(site));

describe(`a catalogue of ${PRODUCTS} products`, () => {
  it('builds, with a page for every product', () => {
    expect(build.ok, build.output.slice(-3000)).toBe(true);
    const paths = new Set(listPages(dist()).map(({ path }) => path));
    expect(generated.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('scans the whole catalogue a few dozen times in all, not once a page', () => {
    console.log(`${PRODUCTS} products: the catalogue scanned ${scans} times`);
    // A page that looked through every product would scan it more than PRODUCTS times.
    expect(scans).toBeGreaterThan(0);
    expect(scans).toBeLessThan(PRODUCTS / 2);
  });

  it('keeps the host files within every documented limit, with as many rules as 17 products need', () => {
    const files = readdirSync(dist(), { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(dist(), file)).isFile())
      .map((path) => ({ path, bytes: statSync(join(dist(), path)).size }));
    const summary = summariseHostFiles(read('_headers'), read('_redirects'), files);
    // The same content at 17 products: the baseline's, built by npm run build:baseline.
    const shippedSummary = summariseHostFiles(
      readFileSync(join(ROOT, BASELINE_SITE.distDir, '_headers'), 'utf8'),
      readFileSync(join(ROOT, BASELINE_SITE.distDir, '_redirects'), 'utf8'),
      [],
    );
    console.log(`${PRODUCTS} products:`, JSON.stringify(summary));
    expect(hostLimitProblems(summary)).toEqual([]);
    expect(summary.headerRules).toBe(shippedSummary.headerRules);
    expect(summary.staticRedirects).toBe(shippedSummary.staticRedirects);
  });

  it('gives every page the security headers and a policy that allows its inline code', () => {
    expect(pagePolicyProblems(dist()).slice(0, 10)).toEqual([]);
  });
});

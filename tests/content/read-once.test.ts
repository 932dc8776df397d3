// One build reads each content file once. The content layer reads every entry; the configuration
// reads none, and the checks between entries run on the content layer's entries. Every read of a
// file under src/content is counted during `astro build` of a copy in which one product leaves its
// address to be worked out from its category, so the categories are needed twice.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProject, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project';
import { COLLECTIONS, COLLECTION_NAMES, listEntryFiles } from '../../src/loaders/entry-files';

let site: string;
let build: AstroRun;
let reads: Record<string, number>;

beforeAll(async () => {
  site = await copyProject('read-once-');
  const products = listEntryFiles(join(site, 'src/content/products'), COLLECTIONS.products);
  const product = products.find(({ file }) => /^path: /m.test(readFileSync(file, 'utf8')));
  if (!product) throw new Error('the copy needs a product that writes its address');
  writeFileSync(product.file, readFileSync(product.file, 'utf8').replace(/^path: .*\n/m, ''));
  const log = join(site, 'content-reads.json');
  build = await runAstro(site, 'build', {
    NODE_OPTIONS: `--import ${join(process.cwd(), 'tests/fixtures/count-content-reads.ts')}`,
    CONTENT_READS_LOG: log,
  });
  reads = JSON.parse(readFileSync(log, 'utf8')) as Record<string, number>;
}, 300_000);

afterAll(() => removeProject(site));

it('builds', () => {
  expect(build.ok, build.output.slice(-2000)).toBe(true);
});

it('reads every entry file once; the site settings once more, for the files the build writes outside the content layer', () => {
  const files = COLLECTION_NAMES.flatMap((collection) =>
    listEntryFiles(join(site, 'src/content', collection), COLLECTIONS[collection]).map(({ file }) =>
      relative(join(site, 'src/content'), file),
    ),
  );
  expect(files.length).toBeGreaterThan(0);
  // The sitemap's absolute addresses and the policy's video host (src/integrations/site-address.ts, host-files.ts).
  const expected = Object.fromEntries(files.map((file) => [file, file === 'settings/site.yaml' ? 2 : 1]));
  expect(reads).toEqual(expected);
});

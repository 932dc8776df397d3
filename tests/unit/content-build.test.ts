// @vitest-environment node
// Runs Astro on copies of the project to prove what an editor sees: a broken catalogue entry
// fails `astro sync` / `astro build` with its file and field named, and one new Markdown file
// adds a page, a listing card and a sitemap entry.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = join(root, 'tests/fixtures/catalogue');
const astroCli = join(root, 'node_modules/astro/bin/astro.mjs');

interface Scenario {
  command: 'sync' | 'build';
  /** Fixture files copied into src/content/products. */
  products?: string[];
  /** Fixture appended to src/content/categories.yaml. */
  categories?: string;
}

const scenarios = {
  missingField: { command: 'sync', products: ['missing-field.md'] },
  badPath: { command: 'sync', products: ['bad-path.md'] },
  badIcon: { command: 'sync', categories: 'bad-icon-category.yaml' },
  unknownCategory: { command: 'build', products: ['unknown-category.md'] },
  duplicatePath: { command: 'build', products: ['duplicate-path.md'] },
  unservedHref: { command: 'build', categories: 'unserved-href-category.yaml' },
  newProduct: { command: 'build', products: ['new-product/goat-mix.md', 'new-product/goat-mix.jpg'] },
} satisfies Record<string, Scenario>;

type ScenarioName = keyof typeof scenarios;

interface Run {
  dir: string;
  ok: boolean;
  output: string;
}

const runs = new Map<ScenarioName, Run>();

/** A copy of the project. node_modules is linked entry by entry, so each copy keeps its own
 * Astro cache (node_modules/.astro) instead of overwriting the real project's; the real
 * project's optimised images seed that cache, so the photos of other pages are not encoded again. */
async function copyProject(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-'));
  for (const name of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    await cp(join(root, name), join(dir, name), { recursive: true });
  }
  await mkdir(join(dir, 'node_modules'));
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (entry === '.astro' || entry === '.vite') continue;
    await symlink(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  const imageCache = join(root, 'node_modules/.astro/assets');
  if (existsSync(imageCache)) await cp(imageCache, join(dir, 'node_modules/.astro/assets'), { recursive: true });
  return dir;
}

async function run(scenario: Scenario): Promise<Run> {
  const dir = await copyProject();
  for (const fixture of scenario.products ?? []) {
    await copyFile(join(fixtures, fixture), join(dir, 'src/content/products', fixture.split('/').at(-1)!));
  }
  if (scenario.categories) {
    await appendFile(join(dir, 'src/content/categories.yaml'), `\n${await readFile(join(fixtures, scenario.categories), 'utf8')}`);
  }
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [astroCli, scenario.command],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // Strip any colour codes left, so assertions read the text a person sees.
        const output = `${stdout}${stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
        resolve({ dir, ok: error === null, output });
      },
    );
  });
}

beforeAll(async () => {
  // Two at a time: builds are CPU-bound and these machines have few cores.
  const queue = Object.entries(scenarios) as [ScenarioName, Scenario][];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) runs.set(next[0], await run(next[1]));
  };
  await Promise.all([worker(), worker()]);
}, 180_000);

afterAll(async () => {
  await Promise.all([...runs.values()].map(({ dir }) => rm(dir, { recursive: true, force: true })));
});

function failure(name: ScenarioName): string {
  const result = runs.get(name)!;
  expect(result.ok, `astro ${scenarios[name].command} should fail; output:\n${result.output}`).toBe(false);
  return result.output;
}

describe('a broken catalogue entry fails with its file and field named', () => {
  it('missing field', () => {
    const output = failure('missingField');
    expect(output).toContain('products → missing-field data does not match collection schema');
    expect(output).toMatch(/summary\**: \**summary: Required/);
    expect(output).toContain('src/content/products/missing-field.md');
  });

  it('bad path format', () => {
    const output = failure('badPath');
    expect(output).toContain('products → bad-path data does not match collection schema');
    expect(output).toContain('path: must look like /dairy-feed/pke (lower case, no trailing slash)');
    expect(output).toContain('src/content/products/bad-path.md');
  });

  it('wrong enum (a category icon that is not drawn)', () => {
    const output = failure('badIcon');
    expect(output).toContain('categories → horses data does not match collection schema');
    expect(output).toContain('icon: Invalid option: expected one of "cow"|"calf"|"sheep"|"deer"|"goat"|"chicken"|"molasses"');
    expect(output).toContain('src/content/categories.yaml');
  });

  it('unknown category reference (Astro does not check reference() targets; the catalogue checks do)', () => {
    expect(failure('unknownCategory')).toContain(
      'src/content/products/unknown-category.md: category "horses" is not a category id; use one of dairy, calf, sheep, deer, goat, chicken, molasses',
    );
  });

  it('two products claiming one path', () => {
    expect(failure('duplicatePath')).toMatch(
      /src\/content\/products\/(pke|duplicate-path)\.md: path "\/dairy-feed\/pke" is also claimed by src\/content\/products\/(duplicate-path|pke)\.md/,
    );
  });

  it('a category href that no page serves', () => {
    expect(failure('unservedHref')).toContain(
      'src/content/categories.yaml (category "horses"): href "/horse-feed" is not served by any page',
    );
  });
});

describe('an editor adds a product with one Markdown file', () => {
  const built = (file: string) => readFile(join(runs.get('newProduct')!.dir, 'dist', file), 'utf8');

  it('builds', () => {
    const result = runs.get('newProduct')!;
    expect(result.ok, result.output).toBe(true);
  });

  it('gets its page at its path, with its photo as responsive AVIF and WebP', async () => {
    const page = await built('goat-feed/goat-mix.html');
    expect(page).toMatch(/<h1[^>]*>Goat Mix<\/h1>/);
    expect(page).toContain('type="image/avif"');
    expect(page).toContain('type="image/webp"');
    expect(page).toMatch(/<img[^>]*alt="A scoop of goat mix"/);
    expect(page).toMatch(/<img[^>]*width="480"[^>]*height="360"|<img[^>]*height="360"[^>]*width="480"/);
  });

  it('gets a card on its category listing, after the products ordered before it', async () => {
    const listing = await built('products/goat-feed.html');
    const pellets = listing.indexOf('href="/goat-feed/goat-pellets"');
    const mix = listing.indexOf('href="/goat-feed/goat-mix"');
    expect(pellets).toBeGreaterThan(-1);
    expect(mix).toBeGreaterThan(pellets);
  });

  it('gets its URL in the sitemap', async () => {
    expect(await built('sitemap-0.xml')).toMatch(/<loc>https?:\/\/[^<]+\/goat-feed\/goat-mix<\/loc>/);
  });
});

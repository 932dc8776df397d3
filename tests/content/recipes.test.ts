// One build of a scratch copy of the project proves two things about how content reaches the site.
// - Each content file is read once. The content layer reads every entry; the configuration reads
//   none, and the checks between entries run on the content layer's entries. Every read of a file
//   under src/content is counted during `astro build`; one product leaves its address to be worked
//   out from its category, so the categories are needed twice.
// - A new collection is one entry in src/collections.ts and a folder of that name: with nothing
//   else changed, the build loads it, the editor edits it, and `npm run validate` checks it.
// - A new kind of page section is its descriptor and its component (README, "Extending it"):
//   a page that uses it builds, drawn by its component, and the editor offers it.
// - A new product field is its schema and its block of facts (docs/content.md, "A new product
//   field"): a product that fills it in shows the block on its page and its sample spec sheet,
//   and the editor's form has the field.
// The recipes of docs/content.md, taken exactly as the page writes them on one scratch copy of the
// project (tests/lib/recipes.ts reads them), then the checks a developer runs: the editor's file
// format, the typecheck, the unit tests and the build. A step a recipe leaves out fails one of them.
// The same build proves how content reaches the site: each content file is read once. The content
// layer reads every entry; the configuration reads none, and the checks between entries run on the
// content layer's entries. Every read of a file under src/content is counted during `astro build`;
// one product leaves its address to be worked out from its category, so the categories are needed
// twice. What each recipe gives is then checked: a collection loaded, edited and validated; a kind
// of page section drawn by its component, offered by the editor and previewed there; a product field
// shown on its page and its sample spec sheet, and asked for in the editor's form.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, projectEnv, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';
import { COLLECTIONS, COLLECTION_NAMES } from '../../src/collections.ts';
import type { EntryFormat } from '../../src/lib/content/entry-format.ts';
import { ownFilePath } from '../../src/lib/paths/files.ts';
import { listEntryFiles } from '../../src/loaders/entry-files.ts';
import { readRecipes, takeStep, type Recipe, type Step } from '../lib/recipes.ts';
import { SLOWDOWN } from '../fixtures/time.ts';

const recipes = readRecipes(readFileSync('docs/content.md', 'utf8'));
const recipe = (name: string): Recipe => {
  const found = recipes.find((each) => each.name === name);
  if (!found) throw new Error(`docs/content.md has no recipe "${name}"`);
  return found;
};
const COLLECTION = recipe('A new collection');
const SECTION_KIND = recipe('A new kind of page section');
const PRODUCT_FIELD = recipe('A new product field');

/** A recipe's steps of one kind. */
const stepsOf = <K extends Step['kind']>(of: Recipe, kind: K) =>
  of.steps.filter((step): step is Extract<Step, { kind: K }> => step.kind === kind);
/** The one entry a recipe's example fills in, and what it adds. */
const exampleEntry = (of: Recipe) => stepsOf(of, 'entry')[0]!;

/** What the new collection is called and its example entry: the folder the recipe writes in. */
const newCollection = (() => {
  const entry = stepsOf(COLLECTION, 'file').find(({ file }) => file.startsWith('src/content/'))!;
  return { name: entry.file.split('/')[2]!, file: entry.file, fields: parse(entry.text) as Record<string, string> };
})();
/** The new kind of section, as the page the recipe fills in uses it. */
const newSection = (exampleEntry(SECTION_KIND).fields['sections'] as Record<string, unknown>[])[0]!;
/** The new product field, its items, and its heading on the page (its block in product-facts.ts). */
const newField = (() => {
  const [name, values] = Object.entries(exampleEntry(PRODUCT_FIELD).fields)[0]!;
  const block = stepsOf(PRODUCT_FIELD, 'file').find(({ file }) => file.endsWith('product-facts.ts'))!.text;
  return { name, values: values as string[], heading: /heading: '([^']+)'/.exec(block)![1]! };
})();

let site: string;
let build: AstroRun;
/** The product that fills in the new field: its page's path, and its spec sheet's, a sample the site makes. */
let filled: { path: string; specSheet: string };
let reads: Record<string, number>;
/** What the developer's checks said on the copy, each run after the recipes. */
const checks: Record<'format' | 'typecheck' | 'unit', { ok: boolean; output: string }> = {} as never;

/** `vitest run` and the projects package.json's test:unit gives it. */
const unitTestArgs = () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  return scripts['test:unit']!.split(' vitest ')[1]!.split(' ');
};

const run = async (command: string, args: string[]) => {
  try {
    // The copy's checks run beside the rest of npm test, on cores it keeps busy: a limit stretches (tests/fixtures/time.ts).
    const env = { ...projectEnv(), TEST_SLOWDOWN: String(Math.max(SLOWDOWN, 4)) };
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd: site, env, maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
};

beforeAll(async () => {
  site = await copyProject('recipes-', { withTests: true });
  // Set-up for what the build proves besides the recipes: a product that leaves its address to be
  // worked out from its category, and no file storage in the settings, so the site makes the sample
  // spec sheets itself.
  const products = listEntryFiles(join(site, 'src/content/products'), COLLECTIONS.products.format);
  const example = join(site, exampleEntry(PRODUCT_FIELD).file);
  const product = products.find(({ file }) => file !== example && /^path: /m.test(readFileSync(file, 'utf8')));
  if (!product) throw new Error('the copy needs a product that writes its address');
  writeFileSync(product.file, readFileSync(product.file, 'utf8').replace(/^path: .*\n/m, ''));
  const settingsFile = join(site, 'src/content/settings/site.yaml');
  writeFileSync(
    settingsFile,
    readFileSync(settingsFile, 'utf8')
      .replace(/^fileStorageBase: .*\n/m, '')
      .replace(/^- fileStorageBase\n/m, ''),
  );
  const productText = readFileSync(example, 'utf8');
  filled = {
    path: /^path: (.*)$/m.exec(productText)![1]!,
    specSheet: ownFilePath(undefined, /^specSheet: (.*)$/m.exec(productText)![1]!)!,
  };

  for (const { steps } of recipes) for (const step of steps) takeStep(site, step);

  checks.format = await run(process.execPath, ['scripts/format-content.ts']);
  checks.typecheck = await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'check']);
  // As npm run test:unit runs them (its projects read from package.json): the unit tests and the
  // bad-entry corpus, whose messages name the kinds and fields the recipes add to. Here they run
  // beside the other content tests, the browsers and the rehearsal, so with time for a loaded machine:
  // what they check is the recipes, not their speed (the heaviest reads 20,000 phone numbers).
  checks.unit = await run(process.execPath, ['node_modules/vitest/vitest.mjs', ...unitTestArgs(), '--testTimeout=30000']);
  const log = join(site, 'content-reads.json');
  build = await runAstro(site, 'build', {
    NODE_OPTIONS: `--import ${join(process.cwd(), 'tests/fixtures/count-content-reads.ts')}`,
    CONTENT_READS_LOG: log,
  });
  reads = JSON.parse(readFileSync(log, 'utf8')) as Record<string, number>;
});

afterAll(() => removeProject(site));

describe('the recipes, taken as docs/content.md writes them', () => {
  it('are three, each of at most two source files', () => {
    expect(recipes.map(({ name }) => name)).toEqual([COLLECTION.name, SECTION_KIND.name, PRODUCT_FIELD.name]);
    for (const { name, steps } of recipes) {
      const sources = new Set(stepsOf({ name, steps }, 'file').flatMap(({ file }) => (file.startsWith('src/content/') ? [] : [file])));
      expect(sources.size, name).toBeLessThanOrEqual(2);
    }
  });

  it('leave every entry in the editor\u2019s format once npm run format:content has run', () => {
    expect(checks.format.ok, checks.format.output.slice(-2000)).toBe(true);
  });

  it('pass the typecheck', () => {
    expect(checks.typecheck.ok, checks.typecheck.output.slice(-3000)).toBe(true);
  });

  it('pass every unit test and the bad-entry corpus', () => {
    expect(checks.unit.ok, checks.unit.output.slice(-3000)).toBe(true);
  });
});

it('builds', () => {
  expect(build.ok, build.output.slice(-2000)).toBe(true);
});

describe('a kind of page section, by its declaration and its component', () => {
  it('draws a page\u2019s section of that kind with its component', () => {
    const page = exampleEntry(SECTION_KIND).file.replace(/^src\/content\/pages\/(.*)\.md$/, '$1');
    const html = readFileSync(join(site, 'dist', `${page}.html`), 'utf8');
    expect(html).toContain(`>${String(newSection['heading'])}</h2>`);
    for (const value of Object.values(newSection).filter(Array.isArray).flat()) expect(html).toContain(`<li>${String(value)}</li>`);
  });

  it('is offered by the editor\u2019s Add section menu', () => {
    const config = parse(readFileSync(join(site, 'dist/admin/config.yml'), 'utf8')) as {
      collections: { name: string; files?: { fields: { name: string; types?: { name: string; label: string }[] }[] }[] }[];
    };
    const pages = config.collections.find(({ name }) => name === 'pages')!;
    const sections = pages.files![0]!.fields.find(({ name }) => name === 'sections')!;
    const title = /title: '([^']+)'/.exec(stepsOf(SECTION_KIND, 'file')[0]!.text)![1];
    expect(sections.types!.map(({ name, label }) => [name, label])).toContainEqual([newSection['type'], title]);
  });
});

describe('a product field, by its schema and its block of facts', () => {
  it('shows its block on the product\u2019s page, after the blocks declared before it', () => {
    const html = readFileSync(join(site, 'dist', `${filled.path}.html`), 'utf8');
    const headings = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map(([, heading]) => heading);
    expect(headings).toContain(newField.heading);
    // A figure is kept whole in a span of its own (src/components/FigureText.astro): read the items' words.
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item!.replace(/<[^>]+>/g, ''));
    for (const value of newField.values) expect(items).toContain(value);
  });

  it('writes its block on the sample spec sheet', () => {
    const pdf = readFileSync(join(site, 'dist', filled.specSheet), 'latin1');
    expect(pdf).toContain(`(${newField.heading}) Tj`);
    for (const value of newField.values) expect(pdf).toContain(` ${value}) Tj`);
  });

  it('is a field of the product form in the editor, with its label', () => {
    const config = parse(readFileSync(join(site, 'dist/admin/config.yml'), 'utf8')) as {
      collections: { name: string; fields: { name: string; label: string }[] }[];
    };
    const products = config.collections.find(({ name }) => name === 'products')!;
    expect(products.fields.map(({ name }) => name)).toContain(newField.name);
  });
});

it('reads every entry file once; the site settings once more, for the files the build writes outside the content layer', () => {
  const formats: [string, EntryFormat][] = [
    ...COLLECTION_NAMES.map((name): [string, EntryFormat] => [name, COLLECTIONS[name].format]),
    [newCollection.name, 'yaml'],
  ];
  const files = formats.flatMap(([collection, format]) =>
    listEntryFiles(join(site, 'src/content', collection), format).map(({ file }) => relative(join(site, 'src/content'), file)),
  );
  expect(files).toContain(relative('src/content', newCollection.file));
  // The sitemap's absolute addresses and the policy's video host (src/integrations/site-address.ts, host-files.ts).
  const expected = Object.fromEntries(files.map((file) => [file, file === 'settings/site.yaml' ? 2 : 1]));
  expect(reads).toEqual(expected);
});

describe('a collection, by one declaration and its folder', () => {
  it('is loaded by the content layer', () => {
    const store = readFileSync(join(site, 'node_modules/.astro/data-store.json'), 'utf8');
    expect(store).toContain(`"${newCollection.name}"`);
    expect(store).toContain(`"${newCollection.fields['title']}"`);
  });

  it('is edited in the browser editor, its form made from its schema', () => {
    const config = parse(readFileSync(join(site, 'dist/admin/config.yml'), 'utf8')) as {
      collections: { name: string; folder?: string; fields: { name: string; required?: boolean }[] }[];
    };
    const added = config.collections.find(({ name }) => name === newCollection.name);
    expect(added?.folder).toBe(`src/content/${newCollection.name}`);
    expect(added?.fields.map(({ name }) => name)).toEqual(expect.arrayContaining(Object.keys(newCollection.fields)));
  });

  it('is checked by npm run validate, which names a broken entry by file and field', () => {
    const checkContent = () =>
      execFileSync(process.execPath, ['scripts/validate.ts'], { cwd: site, env: projectEnv(), encoding: 'utf8', stdio: 'pipe' });
    expect(checkContent()).toContain(`(${COLLECTION_NAMES.length + 1} collections)`);
    const [first, second] = Object.keys(newCollection.fields);
    writeFileSync(join(site, `src/content/${newCollection.name}/broken.yaml`), `${first}: ${newCollection.fields[first!]}\n`);
    let message = '';
    try {
      checkContent();
    } catch (error) {
      message = String((error as { stderr: string }).stderr);
    }
    expect(message).toMatch(new RegExp(`src/content/${newCollection.name}/broken\\.yaml: .*${second}.*Required`));
  });
});

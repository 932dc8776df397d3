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
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdit, copyProject, projectEnv, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project';
import { COLLECTIONS, COLLECTION_NAMES } from '../../src/collections';
import type { EntryFormat } from '../../src/lib/content/entry-format';
import { ownFilePath } from '../../src/lib/paths/files';
import { listEntryFiles } from '../../src/loaders/entry-files';

/** The collection the copy adds, written as an engineer would add one. */
const NEW_COLLECTION = {
  name: 'bulletins',
  declaration: `  bulletins: {
    format: 'yaml',
    schema: z.object({ title: z.string().min(1), text: z.string().min(1) }),
    editor: { label: 'Bulletins', singular: 'Bulletin', identifier: 'title', summary: '{{title}}', sortBy: ['title'] },
  },
`,
  entry: { file: 'src/content/bulletins/road-closure.yaml', title: 'Winton road closed on Friday', text: 'Collect from Invercargill.' },
};

/** The kind of page section the copy adds, in the steps README gives, and the page that uses it. */
const NEW_SECTION_KIND = {
  type: 'callout',
  title: 'Callout',
  descriptor: {
    file: 'src/schemas/section-kinds.ts',
    find: '  text: sectionKind({',
    add: "  callout: sectionKind({ title: 'Callout', description: 'One line in large type.', fields: () => ({ heading, text: intro }) }),\n",
  },
  component: {
    file: 'src/components/sections/CalloutSection.astro',
    text: `---
import type { SectionOf } from '../../schemas/section-kinds';
interface Props {
  section: SectionOf<'callout'>;
}
const { heading, text } = Astro.props.section;
---

<p class="callout"><strong>{heading}</strong> {text}</p>
`,
  },
  page: 'about-us',
  section: { heading: 'Open on Saturdays', text: 'The mill opens on Saturday mornings.' },
};

/** The product field the copy adds, in the two steps docs/content.md gives, and what a product fills it in with. */
const NEW_PRODUCT_FIELD = {
  name: 'pelletSizes',
  title: 'Pellet sizes',
  schema: {
    file: 'src/schemas/catalogue.ts',
    find: '    benefits: list(',
    add: "    pelletSizes: list(text(LIMITS.label)).optional().meta({ title: 'Pellet sizes', 'x-singular': 'pellet size', description: 'One per item, e.g. \"8 mm\".' }),\n",
  },
  facts: {
    file: 'src/lib/content/product-facts.ts',
    find: "  { field: 'benefits',",
    add: "  { field: 'pelletSizes', heading: 'Pellet sizes', kind: 'list' },\n",
  },
  values: ['3 mm', '8 mm'],
};

let site: string;
let build: AstroRun;
/** The product that fills in the new field: its page's path, and its spec sheet's, a sample the site makes. */
let filled: { path: string; specSheet: string };
let reads: Record<string, number>;

beforeAll(async () => {
  site = await copyProject('read-once-');
  const products = listEntryFiles(join(site, 'src/content/products'), COLLECTIONS.products.format);
  const product = products.find(({ file }) => /^path: /m.test(readFileSync(file, 'utf8')));
  if (!product) throw new Error('the copy needs a product that writes its address');
  writeFileSync(product.file, readFileSync(product.file, 'utf8').replace(/^path: .*\n/m, ''));
  await applyEdit(site, {
    replace: {
      file: 'src/collections.ts',
      find: '} satisfies Record<string, CollectionDefinition>;',
      with: `${NEW_COLLECTION.declaration}} satisfies Record<string, CollectionDefinition>;`,
    },
  });
  const { file, title, text } = NEW_COLLECTION.entry;
  await applyEdit(site, { write: { file, text: `title: ${title}\ntext: ${text}\n` } });
  // The section kind: its descriptor and its component, then a page that uses it.
  const kind = NEW_SECTION_KIND;
  const { file: descriptorFile, find, add } = kind.descriptor;
  await applyEdit(site, { replace: { file: descriptorFile, find, with: `${add}${find}` } });
  await applyEdit(site, { write: { file: kind.component.file, text: kind.component.text } });
  const pageFile = join(site, 'src/content/pages', `${kind.page}.md`);
  const page = readFileSync(pageFile, 'utf8');
  // As deep as the page's other sections are written.
  const indent = /^sections:\n( *)- /m.exec(page)?.[1] ?? '';
  const section = [`- type: ${kind.type}`, `  heading: ${kind.section.heading}`, `  text: ${kind.section.text}`].map(
    (line) => `${indent}${line}\n`,
  );
  writeFileSync(pageFile, page.replace(/^sections:\n/m, `sections:\n${section.join('')}`));
  // The product field: its schema and its block, then a product that fills it in. Without the
  // spec's file storage in the settings, the site makes the sample spec sheets itself.
  for (const step of [NEW_PRODUCT_FIELD.schema, NEW_PRODUCT_FIELD.facts]) {
    await applyEdit(site, { replace: { file: step.file, find: step.find, with: `${step.add}${step.find}` } });
  }
  const settingsFile = join(site, 'src/content/settings/site.yaml');
  writeFileSync(
    settingsFile,
    readFileSync(settingsFile, 'utf8')
      .replace(/^fileStorageBase: .*\n/m, '')
      .replace(/^- fileStorageBase\n/m, ''),
  );
  const sheetProduct = products.find(
    ({ file }) => file !== product.file && /^path: [\s\S]*^specSheet: [\s\S]*^- specSheet$/m.test(readFileSync(file, 'utf8')),
  );
  if (!sheetProduct) throw new Error('the copy needs a product with a path and a sample spec sheet');
  const productText = readFileSync(sheetProduct.file, 'utf8');
  filled = {
    path: /^path: (.*)$/m.exec(productText)![1]!,
    specSheet: ownFilePath(undefined, /^specSheet: (.*)$/m.exec(productText)![1]!)!,
  };
  const values = NEW_PRODUCT_FIELD.values.map((value) => `- ${value}\n`).join('');
  writeFileSync(sheetProduct.file, productText.replace(/^sample:\n/m, `${NEW_PRODUCT_FIELD.name}:\n${values}sample:\n`));
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

describe('a kind of page section added by its descriptor and its component', () => {
  it('draws a page\u2019s section of that kind with its component', () => {
    const html = readFileSync(join(site, 'dist', `${NEW_SECTION_KIND.page}.html`), 'utf8');
    const { heading, text } = NEW_SECTION_KIND.section;
    expect(html).toContain(`<p class="callout"><strong>${heading}</strong> ${text}</p>`);
  });

  it('is offered by the editor\u2019s Add section menu', () => {
    const config = parse(readFileSync(join(site, 'dist/admin/config.yml'), 'utf8')) as {
      collections: { name: string; files?: { fields: { name: string; types?: { name: string; label: string }[] }[] }[] }[];
    };
    const pages = config.collections.find(({ name }) => name === 'pages')!;
    const sections = pages.files![0]!.fields.find(({ name }) => name === 'sections')!;
    expect(sections.types!.map(({ name, label }) => [name, label])).toContainEqual([NEW_SECTION_KIND.type, NEW_SECTION_KIND.title]);
  });
});

describe('a product field added by its schema and its block of facts', () => {
  it('shows its block on the product\u2019s page, after the blocks declared before it', () => {
    const html = readFileSync(join(site, 'dist', `${filled.path}.html`), 'utf8');
    const headings = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map(([, heading]) => heading);
    expect(headings).toContain(NEW_PRODUCT_FIELD.title);
    expect(headings.indexOf(NEW_PRODUCT_FIELD.title)).toBeGreaterThan(headings.indexOf('Ingredients'));
    // A figure is kept whole in a span of its own (src/components/FigureText.astro): read the items' words.
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item!.replace(/<[^>]+>/g, ''));
    for (const value of NEW_PRODUCT_FIELD.values) expect(items).toContain(value);
  });

  it('writes its block on the sample spec sheet', () => {
    const pdf = readFileSync(join(site, 'dist', filled.specSheet), 'latin1');
    expect(pdf).toContain(`(${NEW_PRODUCT_FIELD.title}) Tj`);
    for (const value of NEW_PRODUCT_FIELD.values) expect(pdf).toContain(` ${value}) Tj`);
  });

  it('is a field of the product form in the editor, with its label', () => {
    const config = parse(readFileSync(join(site, 'dist/admin/config.yml'), 'utf8')) as {
      collections: { name: string; fields: { name: string; label: string }[] }[];
    };
    const products = config.collections.find(({ name }) => name === 'products')!;
    expect(products.fields.map(({ name, label }) => [name, label])).toContainEqual([NEW_PRODUCT_FIELD.name, NEW_PRODUCT_FIELD.title]);
  });
});

it('reads every entry file once; the site settings once more, for the files the build writes outside the content layer', () => {
  const formats: [string, EntryFormat][] = [
    ...COLLECTION_NAMES.map((name): [string, EntryFormat] => [name, COLLECTIONS[name].format]),
    [NEW_COLLECTION.name, 'yaml'],
  ];
  const files = formats.flatMap(([collection, format]) =>
    listEntryFiles(join(site, 'src/content', collection), format).map(({ file }) => relative(join(site, 'src/content'), file)),
  );
  expect(files).toContain(relative('src/content', NEW_COLLECTION.entry.file));
  // The sitemap's absolute addresses and the policy's video host (src/integrations/site-address.ts, host-files.ts).
  const expected = Object.fromEntries(files.map((file) => [file, file === 'settings/site.yaml' ? 2 : 1]));
  expect(reads).toEqual(expected);
});

describe('a collection added by one declaration and its folder', () => {
  it('is loaded by the content layer', () => {
    const store = readFileSync(join(site, 'node_modules/.astro/data-store.json'), 'utf8');
    expect(store).toContain(`"${NEW_COLLECTION.name}"`);
    expect(store).toContain(`"${NEW_COLLECTION.entry.title}"`);
  });

  it('is edited in the browser editor, its form made from its schema', () => {
    const config = parse(readFileSync(join(site, 'dist/admin/config.yml'), 'utf8')) as {
      collections: { name: string; folder?: string; fields: { name: string; required?: boolean }[] }[];
    };
    const added = config.collections.find(({ name }) => name === NEW_COLLECTION.name);
    expect(added?.folder).toBe(`src/content/${NEW_COLLECTION.name}`);
    expect(added?.fields.map(({ name }) => name)).toEqual(['title', 'text']);
  });

  it('is checked by npm run validate, which names a broken entry by file and field', () => {
    const checkContent = () =>
      execFileSync(process.execPath, ['scripts/validate.ts'], { cwd: site, env: projectEnv(), encoding: 'utf8', stdio: 'pipe' });
    expect(checkContent()).toContain(`(${COLLECTION_NAMES.length + 1} collections)`);
    writeFileSync(join(site, `src/content/${NEW_COLLECTION.name}/no-text.yaml`), 'title: Mill closed\n');
    let message = '';
    try {
      checkContent();
    } catch (error) {
      message = String((error as { stderr: string }).stderr);
    }
    expect(message).toMatch(new RegExp(`src/content/${NEW_COLLECTION.name}/no-text\\.yaml: .*text.*Required`));
  });
});

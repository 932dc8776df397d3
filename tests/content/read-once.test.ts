// One build of a scratch copy of the project proves two things about how content reaches the site.
// - Each content file is read once. The content layer reads every entry; the configuration reads
//   none, and the checks between entries run on the content layer's entries. Every read of a file
//   under src/content is counted during `astro build`; one product leaves its address to be worked
//   out from its category, so the categories are needed twice.
// - A new collection is one entry in src/collections.ts and a folder of that name: with nothing
//   else changed, the build loads it, the editor edits it, and `npm run check:content` checks it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdit, copyProject, projectEnv, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project';
import { COLLECTIONS, COLLECTION_NAMES } from '../../src/collections';
import type { EntryFormat } from '../../src/lib/content/entry-format';
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

let site: string;
let build: AstroRun;
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

  it('is checked by npm run check:content, which names a broken entry by file and field', () => {
    const checkContent = () =>
      execFileSync(process.execPath, ['scripts/check-content.ts'], { cwd: site, env: projectEnv(), encoding: 'utf8', stdio: 'pipe' });
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

// @vitest-environment node
// The layers of src/ hold (eslint.config.js), lowest first: conventions/, the schemas, lib/, then
// how content is read (loaders/), checked as a whole (validation/) and gathered for pages (data/). A file
// planted in a layer with an import from a layer above it is refused by the project's own lint
// configuration; one importing from its own layer or below is let through. Each planted import names
// a file that exists and exports what it imports, so the rule, not a missing file, is what is tested.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();
// Loading the configuration (TypeScript's and Astro's rules) takes seconds on a busy machine.
beforeAll(() => eslint.calculateConfigForFile('src/conventions/paths.ts'), 60_000);

/** A planted file at `file` that imports `name` from `from`, as its text. */
const planted = (file: string, name: string, from: string) => ({
  file,
  text: `import { ${name} } from '${from}';\nexport const planted = ${name};\n`,
  target: join(dirname(file), from),
  name,
});

/** The rules the planted file breaks, by rule id. */
async function brokenRules({ file, text }: ReturnType<typeof planted>): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath: file });
  return result!.messages.map(({ ruleId }) => ruleId);
}

const upward = [
  planted('src/conventions/planted.ts', 'text', '../schemas/common.ts'),
  planted('src/conventions/planted.ts', 'byOrder', '../lib/content/order.ts'),
  planted('src/schemas/planted.ts', 'byOrder', '../lib/content/order.ts'),
  planted('src/schemas/planted.ts', 'rawEntries', '../loaders/prepare-entries.ts'),
  planted('src/lib/planted.ts', 'getSite', '../data/site.ts'),
  planted('src/lib/planted.ts', 'entryIds', '../loaders/entry-files.ts'),
  planted('src/lib/paths/planted.ts', 'getSite', '../../data/site.ts'),
  planted('src/lib/content/planted.ts', 'entryIds', '../../loaders/entry-files.ts'),
  planted('src/loaders/planted.ts', 'getSite', '../data/site.ts'),
  planted('src/loaders/planted.ts', 'contentProblems', '../validation/content.ts'),
  planted('src/validation/planted.ts', 'getSite', '../data/site.ts'),
];

const downward = [
  planted('src/conventions/planted.ts', 'shortDay', './build-date.ts'),
  planted('src/schemas/planted.ts', 'isAllowedHref', '../conventions/links.ts'),
  planted('src/schemas/planted.ts', 'LIMITS', './common.ts'),
  planted('src/lib/paths/planted.ts', 'normalisePath', '../../conventions/paths.ts'),
  planted('src/lib/content/planted.ts', 'categoryRef', '../../schemas/catalogue.ts'),
  planted('src/lib/content/planted.ts', 'listingOrder', './order.ts'),
  planted('src/lib/company/planted.ts', 'keyFigures', '../content/key-figures.ts'),
];

describe('the layers of src/', () => {
  it('plant imports of files that exist, each exporting the name imported', () => {
    for (const { target, name } of [...upward, ...downward]) {
      expect(existsSync(target), target).toBe(true);
      expect(readFileSync(target, 'utf8'), target).toMatch(new RegExp(`^export (?:const|function) ${name}\\b`, 'm'));
    }
  });

  it.each(upward.map((plant) => [plant.file, plant.target, plant]))(
    '%s may not import %s, from a layer above it',
    async (_file, _target, plant) => {
      expect(await brokenRules(plant)).toContain('no-restricted-imports');
    },
  );

  it.each(downward.map((plant) => [plant.file, plant.target, plant]))('%s may import %s', async (_file, _target, plant) => {
    expect(await brokenRules(plant)).toEqual([]);
  });
});

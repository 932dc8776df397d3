// @vitest-environment node
// The layers of src/ hold (eslint.config.js): lib/ and the schemas import nothing from how content
// is read (loaders/), checked as a whole (checks/) or gathered for pages (data/). A file planted
// in each lower folder with an import from above is refused by the project's own lint configuration.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();
// Loading the configuration (TypeScript's and Astro's rules) takes seconds on a busy machine.
beforeAll(() => eslint.calculateConfigForFile('src/lib/paths/routes.ts'), 60_000);

/** The rules a file at `filePath` with `text` breaks, by rule id. */
async function brokenRules(filePath: string, text: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result!.messages.map(({ ruleId }) => ruleId);
}

describe('the layers of src/', () => {
  it.each([
    ['src/lib/planted.ts', "import type { Site } from '../data/site';\nexport type Planted = Site;\n"],
    ['src/lib/planted.ts', "import { entryIds } from '../loaders/entry-files.ts';\nexport const planted = entryIds;\n"],
    ['src/lib/paths/planted.ts', "import { getSite } from '../../data/site.ts';\nexport const planted = getSite;\n"],
    ['src/lib/content/planted.ts', "import { entryIds } from '../../loaders/entry-files.ts';\nexport const planted = entryIds;\n"],
    ['src/schemas/planted.ts', "import { rawEntries } from '../loaders/prepare-entries.ts';\nexport const planted = rawEntries;\n"],
    ['src/loaders/planted.ts', "import { getSite } from '../data/site.ts';\nexport const planted = getSite;\n"],
    ['src/loaders/planted.ts', "import { contentProblems } from '../checks/content.ts';\nexport const planted = contentProblems;\n"],
    ['src/checks/planted.ts', "import { getSite } from '../data/site.ts';\nexport const planted = getSite;\n"],
  ])('%s may not import from a folder above it', async (file, text) => {
    expect(await brokenRules(file, text)).toContain('no-restricted-imports');
  });

  it('lets lib/ import lib/ and the schemas import lib/', async () => {
    expect(
      await brokenRules(
        'src/lib/paths/planted.ts',
        "import { normalisePath } from './routes.ts';\nexport const planted = normalisePath;\n",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        'src/lib/content/planted.ts',
        "import { normalisePath } from '../paths/routes.ts';\nimport type { Page } from '../../schemas/pages.ts';\nexport type Planted = Page;\nexport const planted = normalisePath;\n",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        'src/schemas/planted.ts',
        "import { isAllowedHref } from '../lib/links.ts';\nexport const planted = isAllowedHref;\n",
      ),
    ).toEqual([]);
  });
});

// Every built page is valid HTML under html-validate's recommended rules (.htmlvalidate.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { DIST, listPages } from '../../scripts/lib/site-metrics.ts';
import { someOf } from '../fixtures/site-content.ts';

// JSON has no comments, so the reason for each relaxation in .htmlvalidate.json lives here; the
// test below keeps the two lists equal.
const relaxations: Record<string, string> = {
  'attr-case': 'React writes some attributes in camelCase (inputMode, autoComplete); HTML ignores case',
  'attribute-boolean-style': 'React writes boolean attributes as selected="", Astro as bare selected',
  'attribute-empty-style': 'React writes hidden="", Astro writes bare hidden',
  'prefer-native-element':
    'the calculator\'s scrollable results table is a <div role="region"> named by its caption: the Nu checker wants every <section> to open with a heading',
  'valid-id': 'React useId() ids start with "_", which HTML allows (relaxed mode still rejects spaces)',
};

const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8'));
const validator = new HtmlValidate(new FileSystemConfigLoader());
const pages = listPages(DIST).map(({ file }) => file);

describe('html-validate', () => {
  it('relaxes only the listed rules, each for a stated reason', () => {
    const elementOverrides = (config.elements ?? []).flatMap((entry: unknown) =>
      typeof entry === 'object' ? Object.keys(entry as object) : [],
    );
    expect([...Object.keys(config.rules), ...elementOverrides].sort()).toEqual(Object.keys(relaxations).sort());
    expect(config.extends).toEqual(['html-validate:recommended']);
  });

  it('has a built site to check', () => {
    // An empty dist/ would otherwise pass with nothing validated.
    expect(pages).toContain('index.html');
  });

  it.each(someOf(pages, 'built page'))('%s has no error', async (file) => {
    const report = await validator.validateFile(join(DIST, file));
    const errors = report.results.flatMap(({ messages }) =>
      messages.map((m) => `${file}:${m.line}:${m.column} [${m.ruleId}] ${m.message}`),
    );
    expect(errors, errors.join('\n')).toEqual([]);
  });
});

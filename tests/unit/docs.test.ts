// The docs stay true to the code and reachable. Two rules, kept simple:
// - A backticked name in README.md or docs/*.md that looks like one from the source exists there:
//   a path under src/, scripts/ or tests/ is a file or folder of the repository, and a camelCase
//   name (a function or variable, `restParam`, `getSite()`) or a PascalCase one of two words or
//   more (a type or component, `FactBlock`) is written somewhere in src/, scripts/ or tests/. Other
//   backticked text (commands, content fields, values) is not checked.
// - Every page in docs/ is linked from README.md or from another page in docs/, and every docs page
//   a link names exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const docPages = readdirSync('docs').filter((name) => name.endsWith('.md'));
const texts = [
  { file: 'README.md', text: readFileSync('README.md', 'utf8') },
  ...docPages.map((name) => ({ file: `docs/${name}`, text: readFileSync(join('docs', name), 'utf8') })),
];

/** Every source file's text, once: where a name must be written. Read from the tree, so a copy without its history checks the same. */
const sourceText = ['src', 'scripts', 'tests']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.(ts|tsx|astro|js|mjs|css)$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

// A path of the content (src/content/...) is the business's, and may come and go.
const SOURCE_PATH = /^(src\/(?!content\/)|scripts\/|tests\/)[\w./[\]-]*$/;
const CODE_NAME = /^([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*)(\(\))?$/;

/** The backticked spans of a Markdown text, fenced blocks left out. */
const codeSpans = (text: string) => [...text.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map(([, span]) => span!.trim());

describe('names in the docs', () => {
  const spans = texts.flatMap(({ file, text }) => codeSpans(text).map((span) => ({ file, span })));

  it('finds names to check', () => {
    expect(spans.filter(({ span }) => SOURCE_PATH.test(span)).length).toBeGreaterThan(20);
    expect(spans.filter(({ span }) => CODE_NAME.test(span)).length).toBeGreaterThan(10);
  });

  it('names only source paths that exist', () => {
    const missing = spans.filter(({ span }) => SOURCE_PATH.test(span) && !existsSync(span.replace(/[/.]+$/, '')));
    expect(missing).toEqual([]);
  });

  it('names only functions and types the source has', () => {
    const missing = spans.filter(({ span }) => {
      const name = CODE_NAME.exec(span)?.[1];
      return name !== undefined && !new RegExp(`\\b${name}\\b`).test(sourceText);
    });
    expect(missing).toEqual([]);
  });
});

describe('documents the code cites', () => {
  it('are documents the repository holds: every docs/<page>.md, and every page cited with one of its sections', () => {
    const cited = [...sourceText.matchAll(/\bdocs\/([\w-]+\.md)|\b([\w-]+\.md),? ?["\u201c]/g)].map(
      ([, inDocs, bySection]) => (inDocs ?? bySection)!,
    );
    expect(cited.length).toBeGreaterThan(5);
    expect([...new Set(cited)].filter((page) => !existsSync(join('docs', page)) && !existsSync(page))).toEqual([]);
  });
});

describe('docs pages', () => {
  /** The docs pages each text links to, by file name. */
  const linked = texts.flatMap(({ file, text }) =>
    [...text.matchAll(/\]\((?:\.\.\/|\.\/)?(?:docs\/)?([\w-]+\.md)(?:#[^)]*)?\)/g)]
      .map(([, page]) => page!)
      .filter((page) => file !== `docs/${page}` && (file !== 'README.md' || page !== 'README.md')),
  );

  it.each(docPages)('%s is linked from README.md or another page', (page) => {
    expect(linked).toContain(page);
  });

  it('links only pages that exist', () => {
    expect([...new Set(linked)].filter((page) => page !== 'README.md' && !docPages.includes(page))).toEqual([]);
  });
});

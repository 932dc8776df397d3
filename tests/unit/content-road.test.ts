// @vitest-environment node
// The road from a content file to its page, as docs/content.md draws it ("From a file to its
// page"), held against the imports: the modules that lie on an import path from a product's route
// file to the file reader are exactly those its table lists, each once. Astro's content layer is
// the one step no import shows: a page's `astro:content` reaches src/content.config.ts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { expect, it } from 'vitest';

const PAGE = 'src/pages/[...product].astro';
const READER = 'src/loaders/entry-files.ts';

/** The modules of the project a module imports for its code (an `import type` brings none). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const code = file.endsWith('.astro') ? (text.split(/^---$/m)[1] ?? '') : text;
  return [...code.matchAll(/^\s*import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].flatMap(([, specifier]) => {
    if (specifier === 'astro:content') return ['src/content.config.ts'];
    if (!specifier!.startsWith('.')) return [];
    const base = normalize(join(dirname(file), specifier!));
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && path.includes('.'));
    return found ? [found] : [];
  });
}

/** Every module on an import path from `from` to `to`. */
function road(from: string, to: string): Set<string> {
  const reaches = new Map<string, boolean>();
  const visit = (file: string, seen: Set<string>): boolean => {
    if (file === to) return reaches.set(file, true).get(file)!;
    if (reaches.has(file)) return reaches.get(file)!;
    if (seen.has(file)) return false;
    seen.add(file);
    const onRoad = importsOf(file)
      .map((next) => visit(next, seen))
      .some(Boolean);
    return reaches.set(file, onRoad).get(file)!;
  };
  visit(from, new Set());
  return new Set([...reaches].flatMap(([file, onRoad]) => (onRoad ? [file] : [])));
}

/** The modules the table in docs/content.md lists, in its order. */
function tableModules(): string[] {
  const docs = readFileSync('docs/content.md', 'utf8');
  const section = docs.slice(docs.indexOf('**From a file to its page.**'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| Module')));
  return [...table.matchAll(/^\| `([^`]+)`\s*\|/gm)].map(([, path]) => path!);
}

it('lists every module between a product page and the file reader, and only those', () => {
  const listed = tableModules();
  expect(listed.length).toBeGreaterThan(4);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...road(PAGE, READER)].sort()).toEqual([...listed].sort());
});

it('lists them from the file reader up to the page', () => {
  const listed = tableModules();
  expect(listed[0]).toBe(READER);
  expect(listed.at(-1)).toBe(PAGE);
});

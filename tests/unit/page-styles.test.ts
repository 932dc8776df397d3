// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandWords } from '../../src/integrations/page-styles.ts';
import { pageCss, pageStyles } from '../../src/lib/built/page-styles.ts';
import { cspHash, findInlineSources } from '../../src/lib/built/headers.ts';
import { directiveOf, metaPolicies } from '../fixtures/page-policies.ts';

const marks = (classes: string[], scopes: string[] = []) => ({ classes: new Set(classes), scopes: new Set(scopes) });
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

describe('pageCss', () => {
  it('drops the rules whose every selector needs a class the page lacks, and keeps the rest', () => {
    const css = '.card{color:red}.map{color:blue}.map,.card b{margin:0}p{padding:0}';
    expect(pageCss(css, marks(['card']))).toBe('.card{color:red}.map,.card b{margin:0}p{padding:0}');
  });

  it("drops a component's scoped rules where the component is not drawn", () => {
    const css = '.a:where([data-astro-cid-x1]){color:red}.a:where([data-astro-cid-y2]){color:blue}';
    expect(pageCss(css, marks(['a'], ['data-astro-cid-y2']))).toBe('.a:where([data-astro-cid-y2]){color:#00f}');
  });

  it('keeps a rule whose need it cannot be sure of: a class under :not() or :has(), an :is() with one alternative there', () => {
    const css = 'a:not(.gone){color:red}div:has(.gone){color:red}:is(.gone,.here) p{color:red}';
    expect(pageCss(css, marks(['here']))).toBe(css);
  });

  it('prunes inside media queries and keeps what no class selects (the root, fonts, keyframes)', () => {
    const css = ':root{--x:1px}@media (width>=40em){.gone{color:red}.here{color:blue}}@keyframes spin{to{rotate:1turn}}';
    const own = pageCss(css, marks(['here']));
    expect(own).toContain(':root{--x:1px}');
    expect(own).toContain('.here{color:');
    expect(own).toContain('@keyframes spin');
    expect(own).not.toContain('.gone');
    expect(pageCss('@media (width>=40em){.gone{color:red}}p{margin:0}', marks([]))).toBe('p{margin:0}');
  });

  it('keeps the classes an island sets once it runs, and returns the text unchanged when nothing goes', () => {
    const css = '.warn{color:red}.here{color:blue}';
    expect(pageCss(css, marks(['here']), new Set(['warn']))).toBe(css);
  });
});

describe('pageStyles', () => {
  const built = page(
    '<style>.gone{color:red}.here{color:blue}</style><link rel="icon" href="/i.svg"><style>p{margin:0}</style>',
    '<p class="here" style="top:0">x</p><template><i class="later"></i></template>',
  );
  const { html, cssBefore, cssAfter } = pageStyles(built);

  it("joins the head's styles into one, where the first stood, with only the page's own rules", () => {
    expect(findInlineSources(html).styles).toEqual(['.here{color:#00f}p{margin:0}']);
    expect(html).toMatch(/<\/title><style>.*<\/style><link rel="icon"/);
    expect([cssBefore, cssAfter]).toEqual(['.gone{color:red}.here{color:blue}p{margin:0}'.length, '.here{color:#00f}p{margin:0}'.length]);
  });

  it('gives the page one policy, right after its charset, allowing exactly its styles and style attributes', () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/);
    const [policy, ...more] = metaPolicies(html);
    expect(more).toEqual([]);
    expect(directiveOf(policy!, 'style-src').sort()).toEqual(
      ["'self'", "'unsafe-hashes'", cspHash('.here{color:#00f}p{margin:0}'), cspHash('top:0')].sort(),
    );
  });

  it("counts a <template>'s classes as the page's", () => {
    expect(
      findInlineSources(pageStyles(page('<style>.later{color:red}</style>', '<template><i class="later"></i></template>')).html).styles,
    ).toEqual(['.later{color:red}']);
  });
});

describe('islandWords', () => {
  it("takes every word of an island's strings, the classes it sets after loading among them", () => {
    const folder = mkdtempSync(join(tmpdir(), 'islands-'));
    writeFileSync(join(folder, 'Gauge.tsx'), 'const c = warn ? \'gauge gauge-warn\' : "gauge";\nconst t = `gauge-${size} big`;');
    expect([...islandWords(folder)].sort()).toEqual(['big', 'gauge', 'gauge-', 'gauge-warn', 'size']);
  });
});

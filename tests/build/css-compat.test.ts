// Every stylesheet the build emits (inlined in pages or as files) must be readable by the oldest
// supported browsers (src/lib/browser/browser-support.ts): the defects older Safari showed are
// named, and Lightning CSS, given the same targets, must find nothing left to lower.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'lightningcss';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { attribute, elements, textContent } from '../../src/lib/built/built-site.ts';
import { CSS_TARGETS } from '../../src/lib/browser/browser-support.ts';
import { DIST, listPages } from '../../scripts/lib/site-metrics.ts';

/** Every distinct stylesheet in dist/, with where it was found; `built` when the build minified it for the targets. */
function stylesheets(): { where: string; css: string; built: boolean }[] {
  const found = new Map<string, { where: string; built: boolean }>();
  for (const { file } of listPages(DIST)) {
    for (const element of elements(parse(readFileSync(join(DIST, file), 'utf8')))) {
      if (element.tagName === 'style') found.set(textContent(element), { where: file, built: true });
      // The video panel's few lines are written by hand in VideoFacade.astro, not built.
      const srcdoc = element.tagName === 'iframe' ? attribute(element, 'srcdoc') : undefined;
      if (srcdoc) {
        for (const inner of elements(parse(srcdoc)))
          if (inner.tagName === 'style') found.set(textContent(inner), { where: `${file} (video panel)`, built: false });
      }
    }
  }
  for (const file of readdirSync(join(DIST, '_astro')).filter((name) => name.endsWith('.css'))) {
    found.set(readFileSync(join(DIST, '_astro', file), 'utf8'), { where: `_astro/${file}`, built: true });
  }
  return [...found].map(([css, { where, built }]) => ({ where, css, built }));
}

const sheets = stylesheets();

// What Safari before 16.4 (and every Safari, for the shorthand) cannot parse.
const UNSUPPORTED = [
  {
    what: 'a range media query, e.g. (width>=75rem)',
    pattern: /@media[^{]*\((?:[a-z-]*(?:width|height)\s*[<>]=?|[^)]*[<>]=?\s*[a-z-]*(?:width|height))/i,
  },
  { what: 'the text-decoration shorthand with a thickness', pattern: /text-decoration:[^;}]*\d(?:px|em|rem|%)/ },
  { what: 'CSS nesting', pattern: /\{[^{}]*&[^{}]*\{/ },
];

describe('CSS for the oldest supported browsers', () => {
  it('has stylesheets to check', () => {
    expect(sheets.length).toBeGreaterThan(3);
  });

  it.each(sheets)('$where uses nothing older Safari cannot parse', ({ css }) => {
    for (const { what, pattern } of UNSUPPORTED) expect(css.match(pattern)?.[0], what).toBeUndefined();
  });

  it.each(sheets.filter(({ built }) => built))('$where needs no further lowering for the supported browsers', ({ css }) => {
    // Minified for these targets already, so minifying again for them changes nothing; a feature
    // they lack would be rewritten. (A page's inline CSS joins several minified chunks with line breaks.)
    const lowered = transform({ filename: 'a.css', code: Buffer.from(css), minify: true, targets: CSS_TARGETS }).code.toString();
    expect(lowered).toBe(css.replaceAll('\n', ''));
  });
});

// The JavaScript the pages load must parse in the oldest supported Safari (15.4, docs/browser-support.md).
// The build lowers syntax for it, but not a regular expression's lookbehind, which Safari reads
// only from 16.4: one in a module the calculator's island imports (built with new RegExp, where no
// build can see it) once kept the calculator from starting on older iPhones.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, pageWeights } from '../../scripts/lib/site-metrics.ts';
import { contentRoutes } from '../fixtures/site-content.ts';

/** Every script a public page loads, with the chunks it imports (the editor at /admin is an application of its own). */
const scripts = [...new Set([...contentRoutes, '/404'].flatMap((route) => pageWeights(route).jsFiles))].sort();

describe('JavaScript for the oldest supported browsers', () => {
  it('has scripts to check', () => {
    expect(scripts.length).toBeGreaterThan(2);
  });

  it.each(scripts)('%s has no lookbehind in a regular expression', (file) => {
    expect(readFileSync(join(DIST, file), 'utf8').match(/\(\?<[=!].{0,40}/)?.[0]).toBeUndefined();
  });
});

// A structural change the go-live rehearsal (npm run rehearse) cannot make alongside its others:
// every testimonial removed. The site builds, the pages that showed them leave those sections out,
// and no page is left with an empty list. The other structural cases are in the rehearsal and in
// the bad-entry corpus (tests/fixtures/bad-entries/structure-*.yaml).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';
import { listPages } from '../../src/integrations/built-files.ts';

let site: string;
let build: AstroRun;

beforeAll(async () => {
  site = await copyProject('no-testimonials-');
  for (const name of readdirSync(join(site, 'src/content/testimonials'))) rmSync(join(site, 'src/content/testimonials', name));
  build = await runAstro(site, 'build');
}, 300_000);

afterAll(() => removeProject(site));

describe('zero testimonials', () => {
  const page = (file: string) => readFileSync(join(site, 'dist', file), 'utf8');

  it('builds', () => {
    expect(build.ok, build.output.slice(-2000)).toBe(true);
  });

  it('leaves the testimonial sections out, and the pages in', () => {
    expect(page('testimonials.html')).not.toContain('<blockquote');
    expect(page('testimonials.html')).toContain('<h1');
    expect(page('molasses.html')).not.toContain('<blockquote');
  });

  it('leaves no empty list of cards on any page', () => {
    const empty = listPages(join(site, 'dist')).filter(({ file }) => /<ul class="card-grid[^"]*"[^>]*><\/ul>/.test(page(file)));
    expect(empty.map(({ path }) => path)).toEqual([]);
  });
});

// One verdict on going live: the editor's Going live page in the build (/admin/going-live, made from
// the content layer's entries) lists exactly what `npm run launch-ready` lists from the content
// folder (src/lib/content/going-live.ts, through src/validation/content.ts): each sample value by its
// entry and field, a link to that field, a Keep link for what the office may keep as it is, and what
// to ask whoever set up the hosting.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { DIST } from '../../scripts/lib/site-metrics.ts';
import { attribute, elements, textContent } from '../../src/lib/built/built-site.ts';
import { EDITOR_KEEP_PARAM, GOING_LIVE_PATH, editorFieldPath } from '../../src/conventions/paths.ts';
import { entryOfFile } from '../../src/lib/content/content-problems.ts';
import { goingLiveCount } from '../../src/lib/content/going-live.ts';
import { goingLiveOf } from '../../src/validation/load-site.ts';
import { readSiteSettings } from '../../src/integrations/site-settings.ts';
import { readSite } from '../../src/validation/content.ts';

// The build ran in this environment: the editor's repository, set or not, is what both read.
const list = goingLiveOf(readSite());
const page = parse(readFileSync(join(DIST, `${GOING_LIVE_PATH}.html`), 'utf8'));
/** The elements of a node of one kind, in the page's order. */
const all = (node: Parameters<typeof elements>[0], tag: string) => [...elements(node)].filter((element) => element.tagName === tag);
const items = all(page, 'li').filter((item) => attribute(item, 'data-going-live') !== undefined);

describe('the Going live page', () => {
  it('lists as many things as launch-ready, in the same order', () => {
    expect(items.length).toBe(list.items.length);
    list.items.forEach(({ value, todo }, index) => {
      const text = textContent(items[index]!).replace(/\s+/g, ' ');
      if (value) expect(text).toContain(value.replace(/\s+/g, ' '));
      expect(text).toContain(todo);
    });
  });

  it('links each value of the content to its field, and offers Keep for a value the office may keep', () => {
    list.items.forEach(({ at, todo }, index) => {
      const links = all(items[index]!, 'a').map((link) => attribute(link, 'href') ?? '');
      if (!at) return expect(links).toEqual([]);
      const entry = entryOfFile(at.file)!;
      expect(links[0]).toBe(editorFieldPath(entry.collection, entry.id, at.keyPath ?? []));
      const keeps = links.filter((href) => href.includes(`&${EDITOR_KEEP_PARAM}=`));
      expect(keeps.length, `${at.file} ${at.keyPath?.join('.')}`).toBe(todo.includes('keep it') ? 1 : 0);
    });
  });

  it('counts what is left and what is done, as launch-ready does', () => {
    const count = textContent(all(page, 'p').find((p) => attribute(p, 'class') === 'going-live-count')!).replace(/\s+/g, ' ');
    if (list.items.length === 0) return expect(count).toContain('ready to go live');
    expect(count).toContain(`${list.items.length} left: ${goingLiveCount(list)}`);
  });

  // Done is counted from the settings' record of the sample as shipped, which no later sample value may outnumber.
  it('counts done from a record of the sample that holds every sample value left', () => {
    const { sampleAtStart } = readSiteSettings();
    if (sampleAtStart === undefined) return expect(list.done).toBeUndefined();
    expect(sampleAtStart).toBeGreaterThanOrEqual(list.samplesLeft);
    expect(list.done).toBe(sampleAtStart - list.samplesLeft);
  });
});

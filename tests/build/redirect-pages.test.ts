// Every old address has its page in dist/ for hosts that ignore _redirects: a meta refresh to its
// new page, for the old addresses of the content the site was built from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { attribute, elements } from '../../src/lib/built/built-site.ts';
import { DIST } from '../../scripts/lib/site-metrics.ts';
import { oldPaths, someOf } from '../fixtures/site-content.ts';

describe('pages at old addresses', () => {
  it.each(someOf(oldPaths, 'old address'))('%s has a page sending the visitor to %s', (from, to) => {
    const file = join(DIST, `${from.slice(1)}.html`);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const all = [...elements(parse(readFileSync(file, 'utf8')))];
    const get = (tag: string, attr: string, value: string, read: string) =>
      all.filter((el) => el.tagName === tag && attribute(el, attr) === value).map((el) => attribute(el, read));
    expect(get('html', 'lang', 'en-NZ', 'lang')).toEqual(['en-NZ']);
    expect(get('meta', 'http-equiv', 'refresh', 'content')).toEqual([`0; url=${to}`]);
    expect(get('meta', 'name', 'robots', 'content')).toEqual(['noindex']);
    expect(get('link', 'rel', 'canonical', 'href').map((href) => new URL(href!).pathname)).toEqual([to]);
    expect(get('a', 'href', to, 'href')).toEqual([to]);
  });
});

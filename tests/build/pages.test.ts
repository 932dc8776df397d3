// Every content route has its page in dist/, as a document of its own: one h1, the site's
// language and its canonical address. (The browser tests check that the servers answer each
// route with 200 at exactly its path; they no longer open every page for these.)
import { describe, expect, it } from 'vitest';
import { attribute, fileForPath } from '../../src/lib/built-site';
import { DIST, readPage } from '../../scripts/lib/site-metrics';
import { contentRoutes } from '../fixtures/site-content';

describe('content routes in dist/', () => {
  it.each(contentRoutes)('%s is a page with one h1, lang en-NZ and its canonical address', (route) => {
    const file = fileForPath(route, DIST);
    expect(file, `no page in dist/ for ${route}`).not.toBeNull();
    const { elements } = readPage(file!);
    expect(elements.filter((el) => el.tagName === 'h1')).toHaveLength(1);
    expect(elements.filter((el) => el.tagName === 'html').map((el) => attribute(el, 'lang'))).toEqual(['en-NZ']);
    const canonical = elements
      .filter((el) => el.tagName === 'link' && attribute(el, 'rel') === 'canonical')
      .map((el) => attribute(el, 'href'));
    expect(canonical).toHaveLength(1);
    expect(new URL(canonical[0]!).pathname.replace(/(.)\/$/, '$1')).toBe(route);
  });
});

import { describe, expect, it } from 'vitest';
import { entryRedirects, hostRedirectsFile, redirectMap } from '../../src/lib/paths/redirects.ts';

describe('redirect table', () => {
  const table = entryRedirects([
    {
      place: { file: 'src/content/pages/products.md', keyPath: ['formerPaths'] },
      page: '/products',
      formerPaths: ['/collections', '/pages/products'],
    },
    {
      place: { file: 'src/content/products/pke.md', keyPath: ['formerPaths'] },
      page: '/dairy-feed/pke',
      formerPaths: ['/pages/palm-kernel'],
    },
  ]);
  const { map } = redirectMap(table);

  it('joins the entries\u2019 former addresses', () => {
    expect(map.get('/pages/palm-kernel')).toBe('/dairy-feed/pke');
    expect(map.get('/collections')).toBe('/products');
    expect(map.size).toBe(3);
  });

  it('keeps the first of a source listed twice, and returns both places', () => {
    const molasses = { file: 'src/content/pages/molasses.md', keyPath: ['formerPaths'] };
    const { map: once, twice } = redirectMap([...table, { from: ['/collections'], to: '/molasses', writtenIn: molasses }]);
    expect(once.get('/collections')).toBe('/products');
    expect(twice).toEqual([{ source: '/collections', writtenIn: molasses, earlier: table[0]!.writtenIn }]);
  });

  it('writes each source forced for Netlify, plain for Cloudflare Pages, and with a trailing slash', () => {
    const lines = hostRedirectsFile(map)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toHaveLength(map.size * 3);
    const index = lines.indexOf('/pages/palm-kernel /dairy-feed/pke 301!');
    expect(lines.slice(index, index + 3)).toEqual([
      '/pages/palm-kernel /dairy-feed/pke 301!',
      '/pages/palm-kernel /dairy-feed/pke 301',
      '/pages/palm-kernel/ /dairy-feed/pke 301',
    ]);
  });
});

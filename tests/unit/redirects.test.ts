import { describe, expect, it } from 'vitest';
import { entryRedirects, hostRedirectsFile, redirectMap, redirects } from '../../src/lib/paths/redirects.ts';

describe('redirect table', () => {
  const table = [
    ...redirects,
    ...entryRedirects([
      {
        place: { file: 'src/content/products/pke.md', keyPath: ['formerPaths'] },
        page: '/dairy-feed/pke',
        formerPaths: ['/pages/palm-kernel'],
      },
    ]),
  ];
  const { map } = redirectMap(table);

  it('joins the fixed table and the entries\u2019 former addresses', () => {
    expect(map.get('/pages/palm-kernel')).toBe('/dairy-feed/pke');
    expect(map.get('/collections')).toBe('/products');
    expect(map.size).toBe(redirects.flatMap(({ from }) => from).length + 1);
  });

  it('keeps the first of a source listed twice, and returns both places', () => {
    const { map: once, twice } = redirectMap([...table, { from: ['/pages/molasses'], to: '/products' }]);
    expect(once.get('/pages/molasses')).toBe('/molasses');
    expect(twice).toEqual([
      { source: '/pages/molasses', writtenIn: { file: 'src/lib/paths/redirects.ts' }, earlier: { file: 'src/lib/paths/redirects.ts' } },
    ]);
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

import { describe, expect, it } from 'vitest';
import { entryRedirects, hostRedirectsFile, redirectMap, redirects } from '../../src/lib/paths/redirects';

describe('redirect table', () => {
  const table = [
    ...redirects,
    ...entryRedirects([{ file: 'src/content/products/pke.md', page: '/dairy-feed/pke', formerPaths: ['/pages/palm-kernel'] }]),
  ];
  const map = redirectMap(table);

  it('joins the fixed table and the entries\u2019 former addresses', () => {
    expect(map.get('/pages/palm-kernel')).toBe('/dairy-feed/pke');
    expect(map.get('/collections')).toBe('/products');
    expect(map.size).toBe(redirects.flatMap(({ from }) => from).length + 1);
  });

  it('rejects a source listed twice, naming both places', () => {
    expect(() => redirectMap([...table, { from: ['/pages/molasses'], to: '/products' }])).toThrow(
      'src/lib/paths/redirects.ts: the old address /pages/molasses is listed twice (also in src/lib/paths/redirects.ts)',
    );
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

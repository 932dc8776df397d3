import { describe, expect, it } from 'vitest';
import { astroRedirects, hostRedirectsFile, redirectMap, redirects } from '../../src/integrations/redirects';
import { allRoutes, expectedRedirects } from '../fixtures/routes';

describe('redirect table', () => {
  const map = redirectMap();

  it('holds exactly the redirects of docs/requirements.md', () => {
    expect([...map].sort()).toEqual([...expectedRedirects].map(([from, to]) => [from, to]).sort());
  });

  it('lands every source on a real route, in one hop', () => {
    for (const [source, target] of map) {
      expect(allRoutes, `${source} → ${target}`).toContain(target);
      expect(map.has(target), `${target} is itself redirected`).toBe(false);
    }
  });

  it('never shadows a real route', () => {
    for (const source of map.keys()) expect(allRoutes).not.toContain(source);
  });

  it('writes sources without a trailing slash', () => {
    for (const source of map.keys()) expect(source).toMatch(/^\/[a-z0-9/-]*[a-z0-9]$/);
  });

  it('rejects a source listed twice', () => {
    expect(() => redirectMap([...redirects, { from: ['/pages/molasses'], to: '/products' }])).toThrow(/\/pages\/molasses is listed twice/);
  });

  it('gives Astro a permanent redirect page for every source', () => {
    const config = astroRedirects();
    expect(Object.keys(config)).toHaveLength(map.size);
    expect(config['/pages/palm-kernel']).toEqual({ status: 301, destination: '/dairy-feed/pke' });
  });

  it('writes each source forced for Netlify, plain for Cloudflare Pages, and with a trailing slash', () => {
    const lines = hostRedirectsFile()
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

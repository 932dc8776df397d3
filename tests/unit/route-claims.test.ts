import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/lib/paths/route-claims.ts';

describe('routeTable', () => {
  const claim = (path: string, file: string) => ({
    path,
    kind: 'product' as const,
    id: file,
    place: { file, keyPath: ['path'] },
    param: path.slice(1),
  });

  it('holds one claim per path', () => {
    const { routes, conflicts } = routeTable([claim('/a', 'a.md'), claim('/b', 'b.md')], new Set());
    expect([...routes.keys()]).toEqual(['/a', '/b']);
    expect(conflicts).toEqual([]);
  });

  it('keeps the first claim on a path, and returns a second, or one on an old address, as a conflict', () => {
    const [a, b, old] = [claim('/a', 'a.md'), claim('/a', 'b.md'), claim('/old', 'c.md')];
    const { routes, conflicts } = routeTable([a, b, old], new Set(['/old']));
    expect([...routes.values()]).toEqual([a]);
    expect(conflicts).toEqual([
      { claim: b, earlier: a },
      { claim: old, earlier: undefined },
    ]);
  });
});

// The order declarations are shown in.
import { describe, expect, it } from 'vitest';
import { newestSeasonFirst, seasonYears } from '../../src/lib/declarations';

describe('newestSeasonFirst', () => {
  it('puts the newest season first, and orders a season\u2019s declarations by their order', () => {
    const declarations = [
      { id: 'molasses-24', season: '24/25', order: 1 },
      { id: 'dry-25', season: '25/26', order: 2 },
      { id: 'pellets-24', season: '24/25', order: 3 },
      { id: 'molasses-25', season: '25/26', order: 1 },
      { id: 'dry-23', season: '23/24', order: 1 },
    ];
    expect([...declarations].sort(newestSeasonFirst).map(({ id }) => id)).toEqual([
      'molasses-25',
      'dry-25',
      'molasses-24',
      'pellets-24',
      'dry-23',
    ]);
  });

  it('writes a season out in full', () => {
    expect(seasonYears('24/25')).toBe('2024/25');
  });
});

// The order declarations are shown in.
import { describe, expect, it } from 'vitest';
import {
  declarationKind,
  displayDate,
  latestOfEachKind,
  newestSeasonFirst,
  seasonEnd,
  seasonPast,
  seasonYears,
} from '../../src/lib/company/declarations.ts';

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

describe('latestOfEachKind', () => {
  const declaration = (title: string, season: string, date?: string) => ({ title, season, order: 1, ...(date ? { date } : {}) });

  it('marks the newest season of each kind, the kind being the title without its season', () => {
    const molasses23 = declaration('Molasses 23/24', '23/24');
    const molasses24 = declaration('Molasses 24/25', '24/25');
    const dry25 = declaration('Dry Feed 25/26', '25/26');
    const dry24 = declaration('Dry feed 24/25', '24/25');
    const pellets = declaration('Stock Feed Pellets 23/24', '23/24');
    const latest = latestOfEachKind([molasses23, dry24, molasses24, pellets, dry25], '2025-05-31');
    expect([...latest].sort((a, b) => a.title.localeCompare(b.title))).toEqual([dry25, molasses24, pellets]);
  });

  it('marks none of a kind whose newest season ended more than a year before the day', () => {
    const pellets = declaration('Stock Feed Pellets 24/25', '24/25');
    const molasses = declaration('Molasses 25/26', '25/26');
    // 24/25 ended on 31 May 2025: still current a year on, no longer the day after.
    expect(latestOfEachKind([pellets, molasses], '2026-05-31')).toEqual(new Set([pellets, molasses]));
    expect(latestOfEachKind([pellets, molasses], '2026-06-01')).toEqual(new Set([molasses]));
    expect(seasonEnd('24/25')).toBe('2025-05-31');
    expect(seasonPast('24/25', '2026-11-28')).toBe(true);
    expect(seasonPast('25/26', '2026-11-28')).toBe(false);
  });

  it('between two of one kind and season, marks the later date, a dated one before an undated one', () => {
    const june = declaration('Molasses 25/26', '25/26', '2025-06-20');
    const december = declaration('Molasses 25/26 (revised)', '25/26', '2025-12-01');
    const undated = declaration('Molasses 25/26', '25/26');
    expect(latestOfEachKind([june, undated], '2026-01-01')).toEqual(new Set([june]));
    expect(declarationKind(december)).not.toBe(declarationKind(june));
    expect(latestOfEachKind([undated, june, declaration('Molasses 25/26', '25/26', '2025-07-01')], '2026-01-01')).toEqual(
      new Set([declaration('Molasses 25/26', '25/26', '2025-07-01')]),
    );
  });
});

describe('displayDate', () => {
  it('writes a date as people here do', () => {
    expect(displayDate('2025-07-01')).toBe('1 July 2025');
    expect(displayDate('2024-12-31')).toBe('31 December 2024');
  });
});

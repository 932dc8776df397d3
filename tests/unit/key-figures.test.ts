// A product's key figures, from its own nutrition rows and feeding guidelines.
import { describe, expect, it } from 'vitest';
import { MAX_KEY_FIGURES, keyFigures } from '../../src/lib/content/key-figures';

const rows = (...labels: string[]) => labels.map((label, index) => ({ label, value: `${index + 1}` }));

describe('keyFigures', () => {
  it('puts energy and protein first, then the other rows in the table\u2019s order', () => {
    const figures = keyFigures({ nutrition: rows('Fibre', 'Crude protein', 'Fat', 'Energy', 'Salt'), feeding: [] });
    expect(figures.map((figure) => figure.label)).toEqual(['Energy', 'Crude protein', 'Fibre', 'Fat']);
  });

  it('ends with the feeding rate when a guideline starts with a daily rate, leaving out what follows it', () => {
    const nutrition = rows('Protein', 'Energy', 'Fibre', 'Fat');
    expect(keyFigures({ nutrition, feeding: ['60-120 g/day (one bag per 400 sheep)'] }).at(-1)).toEqual({
      label: 'Feeding rate',
      value: '60-120 g/day',
    });
    expect(keyFigures({ nutrition: [], feeding: ['Start slowly', 'About 125 g/hen/day'] })).toEqual([
      { label: 'Feeding rate', value: 'About 125 g/hen/day' },
    ]);
    expect(keyFigures({ nutrition: [], feeding: ['Mature stock 1-2 kg per day'] })[0]!.value).toBe('Mature stock 1-2 kg per day');
    expect(keyFigures({ nutrition, feeding: ['Start 30-60 g in the first week'] }).map((f) => f.label)).not.toContain('Feeding rate');
    expect(keyFigures({ nutrition, feeding: ['Start 2-3 weeks before calving at 2 kg/cow/day'] })).toHaveLength(MAX_KEY_FIGURES);
    expect(keyFigures({ nutrition, feeding: ['Up to 20% of daily intake'] }).map((f) => f.label)).not.toContain('Feeding rate');
  });

  it('gives at most the number asked for, and nothing for a product with no rows', () => {
    expect(keyFigures({ nutrition: rows('a', 'b', 'c', 'd', 'e'), feeding: ['1-2 kg/day'] })).toHaveLength(MAX_KEY_FIGURES);
    expect(keyFigures({ nutrition: rows('a', 'b', 'c'), feeding: ['1-2 kg/day'] }, 2)).toEqual([
      { label: 'a', value: '1' },
      { label: 'Feeding rate', value: '1-2 kg/day' },
    ]);
    expect(keyFigures({ nutrition: [], feeding: [] })).toEqual([]);
  });
});

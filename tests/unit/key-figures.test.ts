// A product's key figures, from its own nutrition rows and feeding guidelines.
import { describe, expect, it } from 'vitest';
import { MAX_KEY_FIGURES, MOST_EMPTY, comparison, keyFigures, type ComparedFacts } from '../../src/lib/content/key-figures.ts';

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

  it('never gives up energy or protein for the feeding rate: a card\u2019s two figures stay the ones on the bag', () => {
    const nutrition = [
      { label: 'Protein', value: '16% min' },
      { label: 'Energy', value: '12 MJ' },
      { label: 'Fibre', value: '12% max' },
    ];
    expect(keyFigures({ nutrition, feeding: ['1-2 kg/day'] }, 2).map(({ label }) => label)).toEqual(['Energy', 'Protein']);
    expect(keyFigures({ nutrition, feeding: ['1-2 kg/day'] }, 3).map(({ label }) => label)).toEqual(['Energy', 'Protein', 'Feeding rate']);
    expect(keyFigures({ nutrition: nutrition.slice(0, 1), feeding: ['1-2 kg/day'] }, 2).map(({ label }) => label)).toEqual([
      'Protein',
      'Feeding rate',
    ]);
  });

  it('reads a rate whose number and unit are kept together by a non-breaking space, as the office types them', () => {
    expect(keyFigures({ nutrition: [], feeding: ['1-2\u00a0kg/calf/day'] })).toEqual([
      { label: 'Feeding rate', value: '1-2\u00a0kg/calf/day' },
    ]);
    expect(keyFigures({ nutrition: [], feeding: ['Mature stock 1-2\u00a0kg per day'] })[0]!.value).toBe('Mature stock 1-2\u00a0kg per day');
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

describe('comparison', () => {
  const product = (name: string, facts: Partial<ComparedFacts>) => ({ name, nutrition: [], feeding: [], packSizes: [], ...facts });
  const compare = (...products: ReturnType<typeof product>[]) => comparison(products);
  const grower = product('Grower', {
    nutrition: [
      { label: 'Fibre', value: '12% max' },
      { label: 'Crude protein', value: '16% min' },
      { label: 'Energy', value: '12 MJ' },
    ],
    feeding: ['Start slowly', '1-2\u00a0kg/calf/day'],
    packSizes: ['25 kg bags', 'Bulk'],
  });
  const blend = product('Blend', {
    nutrition: [
      { label: 'Protein', value: '17%' },
      { label: 'By-pass protein', value: '5%' },
      { label: 'Salt', value: '1%' },
    ],
    feeding: ['1-2 kg/day'],
  });

  it('puts the products side by side, in the order given, on the figures most of them give', () => {
    const muesli = product('Muesli', { nutrition: [{ label: 'Energy', value: '12.5 MJ' }], feeding: ['1-2 kg/day'] });
    const compared = compare(grower, blend, muesli);
    // Protein and energy are each given by two of the three, the feeding rate by all: two cells of nine empty.
    expect(compared?.columns).toEqual(['Protein', 'Energy', 'Feeding rate']);
    expect(compared?.rows.map(({ product: { name }, figures }) => [name, ...figures])).toEqual([
      ['Grower', '16% min', '12 MJ', '1-2\u00a0kg/calf/day'],
      ['Blend', '17%', undefined, '1-2 kg/day'],
      ['Muesli', undefined, '12.5 MJ', '1-2 kg/day'],
    ]);
  });

  it('leaves out a figure half the products or fewer give, and then the least given while more than a quarter of the cells are empty', () => {
    const bare = (name: string) => product(name, {});
    // Fibre and the packs: two of four products each; the feeding rate three of four, protein three.
    const compared = compare(
      grower,
      blend,
      product('Pellets', { nutrition: [{ label: 'Protein', value: '12%' }], feeding: ['2 kg/cow/day'] }),
      bare('PKE'),
    );
    expect(compared?.columns).toEqual(['Protein', 'Feeding rate']);
    const cells = compared!.rows.flatMap(({ figures }) => figures);
    expect(cells.filter((cell) => cell === undefined).length / cells.length).toBeLessThanOrEqual(MOST_EMPTY);
    // A range where no figure is given by most: nothing to compare.
    expect(compare(grower, bare('Tapioca'), bare('Hulls'))).toBeUndefined();
  });

  it('compares fibre and the pack sizes once most products give them', () => {
    const compared = compare(
      grower,
      product('Finisher', { nutrition: [{ label: 'Fibre', value: '15% max' }], packSizes: ['1 tonne bags'] }),
    );
    expect(compared?.columns).toEqual(['Fibre', 'Pack sizes']);
    expect(compared?.rows.map(({ figures }) => figures)).toEqual([
      ['12% max', '25 kg bags, Bulk'],
      ['15% max', '1 tonne bags'],
    ]);
  });

  it('has nothing to compare for one product, or products that share no figure', () => {
    expect(compare(grower)).toBeUndefined();
    expect(compare(product('Tapioca', {}), product('PKE', { packSizes: ['Bulk'] }))).toBeUndefined();
  });
});

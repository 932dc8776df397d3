// The sample pictures drawn from product entries (scripts/lib/product-drawing.ts): each shows its
// own product, by name and colour, in the pack its entry names, and says so in its description.
import { describe, expect, it } from 'vitest';
import {
  PRINT_COLOURS,
  describeDrawing,
  drawProduct,
  fitName,
  packOf,
  printColours,
  printedFigure,
  type DrawnProduct,
} from '../../scripts/lib/product-drawing.ts';

const product = (id: string, data: Partial<DrawnProduct> = {}): DrawnProduct => ({
  id,
  name: id.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`),
  category: 'calf',
  order: 1,
  ...data,
});

/** The words printed in a drawing, line by line. */
const printed = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, words]) => words);

describe('a product drawing', () => {
  it('prints the product\u2019s own name, every word, on its pack', () => {
    const entry = product('calf-grower-20', { name: 'Calf Grower 20% & Co', packSizes: ['25 kg bags'] });
    const words = printed(drawProduct(entry, PRINT_COLOURS[0])).join(' ');
    expect(words).toContain('CALF');
    expect(words).toContain('GROWER 20%');
    expect(words).toContain('&amp; CO');
    expect(words).toContain('25 kg');
  });

  it('draws two products of one category differently, and one product the same every time', () => {
    const a = product('calf-grower-16');
    const b = product('calf-grower-20', { order: 2 });
    const colours = printColours([a, b]);
    expect(drawProduct(a, colours.get(a.id)!)).not.toBe(drawProduct(b, colours.get(b.id)!));
    expect(drawProduct(a, colours.get(a.id)!)).toBe(drawProduct(a, colours.get(a.id)!));
  });

  it('prints the protein in the entry\u2019s words, and nothing without one', () => {
    expect(printedFigure([{ label: 'Crude protein', value: 'About 50%' }])).toBe('Crude protein about 50%');
    expect(printedFigure([{ label: 'By-pass protein', value: '35%' }])).toBeUndefined();
    expect(printedFigure()).toBeUndefined();
  });
});

describe('print colours', () => {
  it('differ across a category, as many products as there are colours', () => {
    const ids = [
      'calf-grower-16',
      'calf-grower-20',
      'calf-blend-17',
      'calf-muesli-18',
      'eco-calf-finisher',
      'calf-starter',
      'calf-meal',
      'calf-pellets',
    ];
    expect(ids).toHaveLength(PRINT_COLOURS.length);
    const products = ids.map((id, index) => product(id, { order: index + 1 }));
    const colours = printColours(products);
    expect(new Set(products.map(({ id }) => colours.get(id)!.name)).size).toBe(PRINT_COLOURS.length);
  });

  it('follow a colour the name asks for', () => {
    const colours = printColours([product('golden-layer-pellets', { category: 'chicken' })]);
    expect(colours.get('golden-layer-pellets')!.name).toBe('yellow');
  });
});

describe('the pack drawn', () => {
  it.each([
    { packSizes: ['25 kg bags', '1 tonne bags'], name: 'Precalver Pellets', pack: 'bag' },
    { packSizes: ['Bulk', '1 tonne bags'], name: 'Crushed Grain', pack: 'bulk-bag' },
    { packSizes: ['Bulk'], name: 'Crushed Grain', pack: 'bay' },
    { packSizes: [], name: 'Soybean Meal', pack: 'bay' },
    { packSizes: [], name: 'Goat Pellets', pack: 'bag' },
  ] as const)('$name in $packSizes: $pack', ({ packSizes, name, pack }) => {
    expect(packOf({ name, packSizes: [...packSizes] })).toBe(pack);
  });

  it('is what the description says, with the colour it is printed in', () => {
    const bagged = product('calf-muesli-18', { name: 'Calf Muesli 18%', packSizes: ['25 kg bags only'] });
    expect(describeDrawing(bagged, PRINT_COLOURS[3])).toBe(
      'A 25 kg bag of Calf Muesli 18% with an orange print, on a pallet, beside a heap of the mix.',
    );
    const both = product('precalver-pellets', { name: 'Precalver Pellets', packSizes: ['25 kg bags', '1 tonne bags'] });
    expect(describeDrawing(both, PRINT_COLOURS[1])).toBe(
      'A 25 kg bag of Precalver Pellets with a blue print, on a pallet, a 1 tonne bag behind it, beside a heap of its pellets.',
    );
    const loose = product('tapioca', { name: 'Tapioca' });
    expect(describeDrawing(loose, PRINT_COLOURS[7])).toBe('A heap of Tapioca in a concrete bay, under a brown sign with its name.');
  });
});

describe('a name set to fit', () => {
  it('keeps every word in order, in lines no wider than the space at its size', () => {
    const { lines, size } = fitName('Palm Kernel Expeller (PKE)', 780, 200, 120, 2);
    expect(lines.join(' ')).toBe('PALM KERNEL EXPELLER (PKE)');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length * size * 0.68).toBeLessThanOrEqual(780);
  });

  it('takes a line per word when that prints it larger', () => {
    expect(fitName('High Energy Pellets', 470, 270, 96).lines).toEqual(['HIGH', 'ENERGY', 'PELLETS']);
  });
});

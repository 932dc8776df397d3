import { describe, expect, it } from 'vitest';
import { byOrder, listingOrder } from '../../src/lib/content/order.ts';

describe('the order of lists', () => {
  it('puts the lower order first', () => {
    expect([{ order: 3 }, { order: 1 }, { order: 2 }].sort(byOrder).map(({ order }) => order)).toEqual([1, 2, 3]);
  });

  it('lists products by order, then by name', () => {
    const products = [
      { order: 2, name: 'Calf Muesli' },
      { order: 1, name: 'Maize DDGS' },
      { order: 2, name: 'Calf Blend' },
    ];
    expect(products.sort(listingOrder).map(({ name }) => name)).toEqual(['Maize DDGS', 'Calf Blend', 'Calf Muesli']);
  });
});

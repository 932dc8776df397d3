// How a grid of cards fills its rows for any count (src/lib/design/card-rows.ts), and that the
// stylesheet has a rule for every class it can ask for. tests/e2e/typography.e2e.ts lays real
// grids out in the browser with the same classes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_ROW_LIMITS, cardRowClasses, rowLayout, rowSizes, type CardRowKind } from '../../src/lib/design/card-rows.ts';

const COUNTS = Array.from({ length: 12 }, (_, index) => index + 1);
const LIMITS = [2, 3, 4, 5, 6];
const rows = (count: number, limit: number) => rowSizes(count, rowLayout(count, limit));

describe('rowLayout', () => {
  it('lays out the counts the site has as a designer would', () => {
    expect(rows(7, 4)).toEqual([4, 3]);
    expect(rows(7, 3)).toEqual([3, 2, 2]);
    expect(rows(5, 4)).toEqual([3, 2]);
    expect(rows(4, 3)).toEqual([2, 2]);
    expect(rows(9, 4)).toEqual([3, 3, 3]);
    expect(rows(10, 4)).toEqual([4, 4, 2]);
    expect(rows(12, 5)).toEqual([4, 4, 4]);
    expect(rows(3, 4)).toEqual([3]);
    expect(rows(1, 4)).toEqual([1]);
  });

  describe.each(LIMITS)('with at most %i to a row', (limit) => {
    it.each(COUNTS)('%i cards: every card placed, no row over the limit, as few rows as it allows', (count) => {
      const sizes = rows(count, limit);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(limit);
      expect(sizes).toHaveLength(Math.ceil(count / limit));
    });

    it.each(COUNTS)('%i cards: the first row full, each row at most as long as the one above, none far shorter', (count) => {
      const sizes = rows(count, limit);
      const { perRow } = rowLayout(count, limit);
      expect(sizes[0]).toBe(perRow);
      for (let index = 1; index < sizes.length; index++) expect(sizes[index]).toBeLessThanOrEqual(sizes[index - 1]!);
      // Rows as even as the count allows: beneath a fuller row, none is shorter than two, bar the
      // odd card out when only two fit.
      if (sizes.length > 1 && limit > 2) expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
    });

    it.each(COUNTS)('%i cards: no card alone on a row under a fuller one, unless only two fit a row', (count) => {
      const sizes = rows(count, limit);
      const alone = sizes.length > 1 && sizes.at(-1) === 1;
      expect(alone).toBe(limit === 2 && count > 1 && count % 2 === 1);
    });
  });
});

describe('cardRowClasses', () => {
  it('names the layout on each screen: seven tiles are 2 a row on a phone, 3 + 2 + 2 on a tablet, 4 + 3 on a desktop', () => {
    expect(cardRowClasses(7, 'tiles')).toEqual(['phone-2', 'tablet-3', 'tablet-pair', 'desktop-4', 'aside-3', 'aside-pair']);
    expect(cardRowClasses(1, 'medium')).toEqual([]);
    expect(cardRowClasses(2, 'tiles')).toEqual(['phone-2', 'tablet-2', 'desktop-2', 'aside-2']);
  });

  it('asks only for classes the stylesheet lays out, for any count a grid may have', () => {
    const css = readFileSync('src/styles/card-rows.css', 'utf8');
    const styled = new Set([...css.matchAll(/\.([a-z]+-(?:\d|pair))\b/g)].map((match) => match[1]));
    const asked = new Set(
      (Object.keys(CARD_ROW_LIMITS) as CardRowKind[]).flatMap((kind) =>
        Array.from({ length: 40 }, (_, index) => cardRowClasses(index + 1, kind)).flat(),
      ),
    );
    expect([...asked].filter((name) => !styled.has(name))).toEqual([]);
  });
});

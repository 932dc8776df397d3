import { describe, expect, it } from 'vitest';
import { keepTogether } from '../../src/lib/design/typography';

describe('keepTogether', () => {
  it('keeps a number with its unit, a ratio whole and a range unbroken', () => {
    expect(keepTogether('Add 276 kg of molasses (876 kg in all) to reach 1 : 6.')).toBe(
      'Add 276\u00a0kg of molasses (876\u00a0kg in all) to reach 1\u00a0:\u00a06.',
    );
    expect(keepTogether('2-6 kg/cow/day')).toBe('2\u20116\u00a0kg/cow/day');
    expect(keepTogether('10.5-12.5%')).toBe('10.5\u201112.5%');
  });

  it('leaves words, and spaces between words, as they are', () => {
    expect(keepTogether('Palm Kernel Expeller (PKE) in 25 kg bags')).toBe('Palm Kernel Expeller (PKE) in 25\u00a0kg bags');
    expect(keepTogether('e-mail us - any time')).toBe('e-mail us - any time');
  });
});

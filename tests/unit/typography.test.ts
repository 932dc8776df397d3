import { describe, expect, it } from 'vitest';
import { figureRuns, figuresKeptWhole, keepPlaceNames, keepTogether } from '../../src/lib/design/typography.ts';

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

describe('keepPlaceNames', () => {
  it('joins an abbreviation in a place\u2019s name to the word after it', () => {
    expect(keepPlaceNames('31 Hewletts Road, Mt Maunganui')).toBe('31 Hewletts Road, Mt\u00a0Maunganui');
    expect(keepPlaceNames('St. Clair and Te Anau')).toBe('St.\u00a0Clair and Te\u00a0Anau');
  });

  it('leaves whole words and lower-case words to wrap', () => {
    expect(keepPlaceNames('12 Great North Road, Winton')).toBe('12 Great North Road, Winton');
    expect(keepPlaceNames('14 Breakwater Road, New Plymouth')).toBe('14 Breakwater Road, New Plymouth');
    expect(keepPlaceNames('Bay of Plenty')).toBe('Bay of Plenty');
  });
});

describe('figureRuns', () => {
  const whole = (text: string) =>
    figureRuns(text)
      .filter((run) => run.whole)
      .map((run) => run.text);

  it('marks each figure whole, with the word that leads it and its unit', () => {
    expect(whole('About 50%')).toEqual(['About 50%']);
    expect(whole('10.5-12.5%')).toEqual(['10.5-12.5%']);
    expect(whole('Over 30%')).toEqual(['Over 30%']);
    expect(whole('Feed at 1-2 kg, or up to 6 kg in winter')).toEqual(['1-2 kg', 'up to 6 kg']);
  });

  it('keeps the whole unit with its figure: what goes on after a slash, an energy unit\u2019s last words, the bags it is packed in', () => {
    expect(whole('fed at 1-2.5\u00a0kg/day.')).toEqual(['1-2.5\u00a0kg/day']);
    expect(whole('2-6\u00a0kg/cow/day')).toEqual(['2-6\u00a0kg/cow/day']);
    expect(whole('11.5\u00a0MJ ME/kg DM of energy')).toEqual(['11.5\u00a0MJ ME/kg DM']);
    expect(whole('with 12.5\u00a0MJME/kg DM and 13.0% min')).toEqual(['12.5\u00a0MJME/kg DM', '13.0%']);
    expect(whole('increasing by 500-750\u00a0g')).toEqual(['500-750\u00a0g']);
    expect(whole('in 25\u00a0kg bags or bulk bags')).toEqual(['25\u00a0kg bags']);
  });

  it('keeps every character, in order, and leaves text without a figure as one run', () => {
    const text = 'Mature stock 0.5-2 kg/head/day (one 40 kg bag)';
    expect(
      figureRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
    expect(figureRuns('Quick hitch')).toEqual([{ text: 'Quick hitch', whole: false }]);
  });
});

describe('figuresKeptWhole', () => {
  it('keeps each figure of rendered Markdown whole, leaving tags, attributes and character references as they are', () => {
    expect(figuresKeptWhole('<p>Feed 1-2.5\u00a0kg/day &#x26; <a href="/x-1-2">1-2 weeks</a> from 2027.</p>')).toBe(
      '<p>Feed <span class="figure">1-2.5\u00a0kg/day</span> &#x26; <a href="/x-1-2"><span class="figure">1-2 weeks</span></a> from 2027.</p>',
    );
  });
});

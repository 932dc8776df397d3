// The card a shared link shows when the settings name no site picture (src/lib/design/share-card.ts).
import { describe, expect, it } from 'vitest';
import { SHARE_CARD_SIZE, nameLines, shareCardAlt, shareCardSvg } from '../../src/lib/design/share-card.ts';

const facts = { name: 'Gore & Districts Feed <Co>', foundedYear: 1961, freePhone: { display: '0800 123 456' } };
/** The words printed on the card, line by line. */
const printed = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, words]) => words);

describe('the share card', () => {
  it('prints the name, the year founded and the free phone, escaped, at the size link previews use', () => {
    const svg = shareCardSvg(facts);
    const words = printed(svg);
    expect(words.slice(0, -2).join(' ')).toBe('Gore &#38; Districts Feed &#60;Co&#62;');
    expect(words.slice(-2)).toEqual(['Family owned since 1961', 'Free phone 0800 123 456']);
    expect(svg).toContain(`width="${SHARE_CARD_SIZE.width}" height="${SHARE_CARD_SIZE.height}"`);
  });

  it('says the same in words for its description', () => {
    expect(shareCardAlt(facts)).toBe('Gore & Districts Feed <Co>: family owned since 1961, free phone 0800 123 456');
  });

  it('sets a name in as few, even lines as read well, and a longer name smaller', () => {
    expect(nameLines('Ace Feeds')).toEqual({ lines: ['Ace Feeds'], size: 96 });
    const two = nameLines('Southland Stockfeed & Molasses');
    expect(two.lines).toEqual(['Southland Stockfeed', '& Molasses']);
    const long = nameLines('Tararua and Districts Stockfeed Company Limited Partnership');
    expect(long.lines).toHaveLength(3);
    expect(long.size).toBeLessThan(two.size);
  });
});

// @vitest-environment node
// A count typed by hand ("seven depots") is named when the site's own count differs.
import { describe, expect, it } from 'vitest';
import { wrongCounts } from '../../src/lib/content/typed-counts.ts';

describe('wrongCounts', () => {
  const text = 'Molasses from seven depots, from North Port to Winton. Our 7 molasses depots and Seven\u00a0Depots.';

  it('names each count of the noun, in words or digits, that is not the site\u2019s', () => {
    expect(wrongCounts(text, 'depots', 6)).toEqual(['seven depots', '7 molasses depots', 'Seven\u00a0Depots']);
  });

  it('names none when the words agree with the site, or count something else', () => {
    expect(wrongCounts(text, 'depots', 7)).toEqual([]);
    expect(wrongCounts('Two trucks and one feed mill.', 'depots', 6)).toEqual([]);
  });
});

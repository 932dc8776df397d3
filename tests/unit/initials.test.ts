// The letters a staff card shows in place of a photo (src/lib/design/initials.ts).
import { describe, expect, it } from 'vitest';
import { initials } from '../../src/lib/design/initials.ts';

describe('initials', () => {
  it('takes the first letter of the first and last words', () => {
    expect(initials('Megan Tait')).toBe('MT');
    expect(initials('Liam O\u2019Connor')).toBe('LO');
    expect(initials('Mary Jane van der Berg')).toBe('MB');
  });

  it('keeps a macron, capitalises, and copes with one word and stray spaces', () => {
    expect(initials('  āwhina  tūhoe ')).toBe('ĀT');
    expect(initials('Hemi')).toBe('H');
    expect(initials('')).toBe('');
  });
});

// The phone numbers' two checks: the pattern the editor's form applies before a save, and the
// phone library the build reads each number with (src/conventions/phone-numbers.ts), must take
// the same numbers; and a link dials a free phone as written, every other number as +64.
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { dialledNumber, phonePattern } from '../../src/conventions/phone-numbers.ts';

/** What the library alone says of a typed number: a valid number of New Zealand's. */
const libraryTakes = (typed: string) => isValidPhoneNumber(typed, 'NZ') && parsePhoneNumberFromString(typed, 'NZ')?.country === 'NZ';

/** Numbers as the office might type them: each kind's leading digits, any digits after, spaces anywhere. */
function typedNumbers(count: number): string[] {
  // A fixed seed: the same numbers on every run.
  let seed = 48;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % below;
  };
  const starts = [
    '3',
    '4',
    '6',
    '7',
    '9',
    '24',
    '20',
    '21',
    '22',
    '26',
    '27',
    '28',
    '29',
    '275',
    '800',
    '508',
    '900',
    '83',
    '70',
    '1',
    '5',
    '8',
  ];
  return Array.from({ length: count }, () => {
    const start = starts[next(starts.length)]!;
    const digits = start + Array.from({ length: 4 + next(7) }, () => next(10)).join('');
    const spaced = [...digits]
      .map((digit) => (next(4) === 0 ? `${digit} ` : digit))
      .join('')
      .trim();
    return next(5) === 0 ? `+64 ${spaced}` : `0${spaced}`;
  });
}

describe('the form\u2019s pattern and the phone library', () => {
  const pattern = phonePattern();

  it('take and refuse the same numbers', () => {
    const numbers = typedNumbers(20_000);
    const disagreements = numbers.filter((typed) => pattern.test(typed) !== libraryTakes(typed));
    expect(disagreements.slice(0, 10)).toEqual([]);
    // Both kinds are tried: the numbers are not all refused, nor all taken.
    const taken = numbers.filter(libraryTakes).length;
    expect(taken).toBeGreaterThan(numbers.length / 10);
    expect(taken).toBeLessThan(numbers.length * 0.9);
  });
});

describe('dialledNumber', () => {
  it.each([
    ['0800 555 188', '0800555188'],
    ['0800 555 0199', '08005550199'],
    ['0508 555 188', '0508555188'],
    ['03 555 0142', '+6435550142'],
    ['021 555 0123', '+64215550123'],
    ['+64 9 555 0161', '+6495550161'],
  ])('dials %s as %s', (typed, tel) => {
    expect(dialledNumber(typed)?.tel).toBe(tel);
  });

  it('groups a number as it is written in New Zealand', () => {
    expect(dialledNumber('08005550199')?.display).toBe('0800 555 0199');
    expect(dialledNumber('+64 21 555 0123')?.display).toBe('021 555 0123');
    // Grouped by the office, it is shown as typed: the library groups some mobiles as 0274 183 390.
    expect(dialledNumber(' 027 418 3390')?.display).toBe('027 418 3390');
    expect(dialledNumber('027 418 3390')?.tel).toBe('+64274183390');
  });

  it.each(['03 123 4567', '+61 2 9999 0000', '0800', 'not a number'])('has no number for %s', (typed) => {
    expect(dialledNumber(typed)).toBeUndefined();
  });
});

// Counts the site knows (how many depots there are) written out by hand in a page's words, such as
// "seven depots": a depot added or closed leaves such words wrong while the key figures beside
// them follow. The content check names each one that no longer agrees.

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** "<a number, in words or digits> [word] <noun>" (e.g. "seven depots", "7 molasses depots"). */
const countOf = (noun: string) => new RegExp(`\\b(\\d+|${NUMBER_WORDS.join('|')})[\\s\\u00a0]+(?:[a-z]+[\\s\\u00a0]+)?${noun}\\b`, 'gi');

/** The phrases in `text` that give a count of `noun`, whatever the number, as written. */
export const countPhrases = (text: string, noun: string): string[] => [...text.matchAll(countOf(noun))].map(([phrase]) => phrase);

/** The phrases in `text` that give a count of `noun` other than `count`, as written. */
export function wrongCounts(text: string, noun: string, count: number): string[] {
  return [...text.matchAll(countOf(noun))].flatMap(([phrase, number]) => {
    const written = /^\d+$/.test(number!) ? Number(number) : NUMBER_WORDS.indexOf(number!.toLowerCase());
    return written === count ? [] : [phrase];
  });
}

// Counts the site knows (how many depots there are) written out by hand in a page's words, such as
// "seven depots": a depot added or closed leaves such words wrong while the key figures beside
// them follow. The content check names each one that no longer agrees, and the editor's delete
// question names them before a depot goes.

/** The collections whose words may count the depots, each with what one of its entries is called. */
export const WORDED_COLLECTIONS = { pages: 'page', categories: 'category', products: 'product' } as const;

/** Every string in an entry's data, at any depth, with its key path. */
export function wordsOf(value: unknown, path: readonly (string | number)[] = []): { text: string; path: (string | number)[] }[] {
  if (typeof value === 'string') return [{ text: value, path: [...path] }];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsOf(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => wordsOf(item, [...path, key]));
  return [];
}

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

// Counts the site knows (how many depots, offices, products and staff there are, and the year the
// business was founded, from the settings) in the words. The
// office writes a placeholder where a number goes ("our {depots} depots"), and the site fills it
// in where content is loaded (src/data/site.ts, src/validation/content.ts) as the words around it need
// ("our seven depots", "Seven depots supply…"), so a depot added or closed needs no other edit. A
// count of depots typed by hand that no longer agrees is a warning, and a placeholder the site
// does not know is refused (it would be published as typed).

/** The collections whose words may count the depots, each with what one of its entries is called. */
export const WORDED_COLLECTIONS = { pages: 'page', categories: 'category', products: 'product' } as const;

/** What the counts are worked out from: every entry of these collections. */
export interface CountedEntries {
  locations: readonly { data: { kind: string } }[];
  products: readonly { data: { availability?: string | undefined } }[];
  staff: readonly unknown[];
  /** The settings' one entry, for the year founded. */
  settings?: readonly { data: { foundedYear?: number } }[];
}

/** Each count the site fills in: its placeholder's word, what it counts, and how. */
export const COUNTS = {
  depots: {
    counts: 'the molasses depots',
    of: ({ locations }: CountedEntries) => locations.filter(({ data }) => data.kind === 'depot').length,
  },
  offices: {
    counts: 'the offices on Contact Us',
    of: ({ locations }: CountedEntries) => locations.filter(({ data }) => data.kind !== 'depot').length,
  },
  products: {
    counts: 'the products on sale',
    of: ({ products }: CountedEntries) => products.filter(({ data }) => data.availability !== 'paused').length,
  },
  staff: { counts: 'the staff on Contact Us', of: ({ staff }: CountedEntries) => staff.length },
  founded: { counts: 'the year founded, from the settings', of: ({ settings = [] }: CountedEntries) => settings[0]?.data.foundedYear ?? 0 },
} as const;

export type CountName = keyof typeof COUNTS;
export type Counts = Record<CountName, number>;

/** The counts of the content. */
export const siteCounts = (entries: CountedEntries): Counts =>
  Object.fromEntries(Object.entries(COUNTS).map(([name, { of }]) => [name, of(entries)])) as Counts;

/** How a placeholder is written: a count's word in braces, e.g. {depots}. */
export const placeholder = (name: CountName) => `{${name}}`;

/** Every placeholder in words: "{" then a word then "}". */
const PLACEHOLDER = /\{([a-z]+)\}/gi;

/**
 * Every string in an entry's data, at any depth, with its key path; not its `sample` list, the
 * sample business's values kept for the Going live list (sample-values.ts), which no page shows:
 * words there name no entry and count nothing.
 */
export function wordsOf(value: unknown, path: readonly (string | number)[] = []): { text: string; path: (string | number)[] }[] {
  if (typeof value === 'string') return [{ text: value, path: [...path] }];
  if (Array.isArray(value)) return value.flatMap((item, index) => wordsOf(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (path.length === 0 && key === 'sample' ? [] : wordsOf(item, [...path, key])));
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

/** A count as words say it: "seven", "twenty", then figures ("21"). */
export const numberWord = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/** True where a sentence starts: the text's, a line's, a list item's or heading's, an element's (after a tag), or after . ! or ?. */
const startsSentence = (before: string) => /(?:^|[.!?]\s+|>|\n)\s*(?:[-*+]\s+|#+\s+)?$/.test(before);

/**
 * The words with each known placeholder filled in by its count, as a word that starts a sentence
 * needs it ("Seven depots…") or as it runs on ("from seven depots"); an unknown one is left as typed.
 */
export function fillCounts(text: string, counts: Counts): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (written, name: string, offset: number) => {
    const count = counts[name.toLowerCase() as CountName];
    if (count === undefined) return written;
    const word = numberWord(count);
    return startsSentence(text.slice(0, offset)) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
}

/** A value with every placeholder in its words filled in; the same value where nothing changes. */
export function withCountsFilled<T>(value: T, counts: Counts): T {
  if (typeof value === 'string') return fillCounts(value, counts) as T;
  if (Array.isArray(value)) {
    const filled = value.map((item: unknown) => withCountsFilled(item, counts));
    return filled.some((item, index) => item !== value[index]) ? (filled as T) : value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, withCountsFilled(item, counts)] as const);
    return entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]) ? (Object.fromEntries(entries) as T) : value;
  }
  return value;
}

/** The placeholders in `text` the site does not fill in, as written ("{depot}"). */
export const unknownPlaceholders = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].filter(([, name]) => !Object.hasOwn(COUNTS, name!.toLowerCase())).map(([written]) => written);

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

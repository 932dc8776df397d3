// What the editor's search finds in the words (text-search.ts): every field whose words hold what
// was typed, whatever its case, each with a little of the words around it. Pure, for the browser
// and unit tests alike.

/** One field's words, as /admin/texts.json gives them. */
export interface EditorText {
  /** The field as the office knows it: Product “PKE” › Feeding guide › 1st line. */
  field: string;
  /** The editor's address that opens the form at the field. */
  link: string;
  text: string;
}

/** A field that holds what was searched for: its words before, the words found, and after. */
export interface Found extends Omit<EditorText, 'text'> {
  before: string;
  match: string;
  after: string;
}

/** How many characters of the words around a find are shown on each side. */
const AROUND = 40;

/**
 * Words as the office types them: the guide asks for a non-breaking space between a number and its
 * unit ("2-5 g/cow/day") and the site writes non-breaking hyphens in ranges, which a search box
 * gets as an ordinary space and hyphen; a main text's file wraps its lines, where the page and the
 * search box have a space. One character for one, so a find's place holds in the words.
 */
const asTyped = (words: string) =>
  words
    .toLowerCase()
    .replace(/[\u00a0\u202f\n\t]/g, ' ')
    .replace(/\u2011/g, '-');

/** Every field whose words hold `term` (any case, any kind of space), in the order given, its first find in its words. */
export function findInTexts(texts: readonly EditorText[], term: string): Found[] {
  const wanted = asTyped(term.trim());
  if (!wanted) return [];
  return texts.flatMap(({ field, link, text }) => {
    const at = asTyped(text).indexOf(wanted);
    if (at < 0) return [];
    const start = Math.max(0, at - AROUND);
    const end = Math.min(text.length, at + wanted.length + AROUND);
    return [
      {
        field,
        link,
        before: `${start > 0 ? '\u2026' : ''}${text.slice(start, at)}`,
        match: text.slice(at, at + wanted.length),
        after: `${text.slice(at + wanted.length, end)}${end < text.length ? '\u2026' : ''}`,
      },
    ];
  });
}

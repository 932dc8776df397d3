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

/** Every field whose words hold `term` (any case), in the order given, its first find in its words. */
export function findInTexts(texts: readonly EditorText[], term: string): Found[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return [];
  return texts.flatMap(({ field, link, text }) => {
    const at = text.toLowerCase().indexOf(wanted);
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

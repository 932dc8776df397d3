// Figures that must not be split across lines: a number and its unit ("876 kg"), a ratio
// ("1 : 6") and a range ("2-6 kg"). Content writes its own non-breaking spaces; this is for text
// the site composes itself, such as the calculator's messages. `figureRuns` marks the figures in
// content's words, for a page to keep each whole on its line (FigureText.astro).

/** `text` with a non-breaking space after each number and around a ratio's colon, and a non-breaking hyphen inside a range. */
export function keepTogether(text: string): string {
  return text
    .replace(/(\d) : (?=\d)/g, '$1\u00a0:\u00a0')
    .replace(/(\d)-(?=\d)/g, '$1\u2011')
    .replace(/(\d) (?=[A-Za-z%])/g, '$1\u00a0');
}

/**
 * `text` with a capitalised word of one or two letters ("Mt", "St", "Te") joined to the capitalised
 * word after it by a non-breaking space: a place's name from a field ("31 Hewletts Road, Mt
 * Maunganui") does not leave its abbreviation at the end of a line. A name of whole words ("New
 * Plymouth") wraps as text. Running text in content writes its own.
 */
export function keepPlaceNames(text: string): string {
  return text.replace(/\b([A-Z][a-z]?\.?) (?=[A-Z])/g, '$1\u00a0');
}

/**
 * A figure in content's words: a number or a range, with the word that qualifies it ("About 50%",
 * "Up to 250 g") and its unit ("10.5-12.5%", "11.5 MJ", "25 kg"); what follows the unit ("/day",
 * "ME/kg DM") is left to wrap.
 */
const FIGURE =
  /(?:\b(?:[Aa]bout|[Oo]ver|[Uu]nder|[Uu]p to|[Aa]round|[Aa]t least)[ \u00a0])?\d[\d.,]*(?:[ \u00a0]?[-\u2013][ \u00a0]?\d[\d.,]*)?(?:[ \u00a0]?%|[ \u00a0][A-Za-z]+\b)?/g;

/** `text` in runs, each figure a run of its own marked `whole`: a page keeps those on one line. */
export function figureRuns(text: string): { text: string; whole: boolean }[] {
  const runs: { text: string; whole: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(FIGURE)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), whole: false });
    runs.push({ text: match[0], whole: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), whole: false });
  return runs;
}

// Figures that must not be split across lines: a number and its unit ("876 kg"), a ratio
// ("1 : 6") and a range with its whole unit ("2-6 kg/cow/day"). Content writes its own
// non-breaking spaces; `keepTogether` is for text the site composes itself, such as the
// calculator's messages. `figureRuns` marks the figures in content's words, for a page to keep
// each whole on its line (FigureText.astro), and `figuresKeptWhole` those of rendered Markdown.

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

/** A space between the parts of a figure: an ordinary one, or the non-breaking one the entries write. */
const GAP = '[ \\u00a0]';
const NUMBER = '\\d[\\d.,]*';
/** A unit that goes on with a slash, "kg/cow/day", "MJME/kg". */
const PER = '(?:\\/[A-Za-z]+)*';

/**
 * A figure in content's words: a number or a range, with the word that qualifies it ("About 50%",
 * "Up to 250 g"), and its whole unit ("10.5-12.5%", "1-2.5 kg/day", "2-6 kg/cow/day", "11.5 MJ ME/kg
 * DM", "12.5 MJME/kg DM", "25 kg bags"): the unit's parts after a slash, and the words that finish
 * an energy unit (ME, DM) or name what a weight is packed in (bags).
 */
const FIGURE = new RegExp(
  `(?:\\b(?:[Aa]bout|[Oo]ver|[Uu]nder|[Uu]p to|[Aa]round|[Aa]t least)${GAP})?` +
    `${NUMBER}(?:${GAP}?[-\\u2013]${GAP}?${NUMBER})?` +
    `(?:${GAP}?%|${GAP}[A-Za-z]+\\b${PER}(?:${GAP}(?:ME|DM|bags?)\\b${PER})*)?`,
  'g',
);

/**
 * The figures of `text`: none that starts inside a word or a character reference ("A25", "&#x26;").
 * Told apart in code, not by a lookbehind in FIGURE, which Safari before 16.4 cannot parse: this
 * module reaches the calculator's island.
 */
const figuresIn = (text: string) => [...text.matchAll(FIGURE)].filter(({ index }) => !(index > 0 && /[\w&#]/.test(text[index - 1]!)));

/** `text` in runs, each figure a run of its own marked `whole`: a page keeps those on one line. */
export function figureRuns(text: string): { text: string; whole: boolean }[] {
  const runs: { text: string; whole: boolean }[] = [];
  let from = 0;
  for (const match of figuresIn(text)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), whole: false });
    runs.push({ text: match[0], whole: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), whole: false });
  return runs;
}

/**
 * HTML rendered from an entry's Markdown with each figure of its words kept whole on its line, as
 * FigureText.astro keeps those of its fields (global.css .figure): only a figure with a unit or a
 * range, which a line could otherwise split; tags, attributes and character references untouched.
 */
export function figuresKeptWhole(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : figureRuns(part)
            .map(({ text, whole }) => (whole && /[ \u00a0%\u2013-]/.test(text.trim()) ? `<span class="figure">${text}</span>` : text))
            .join(''),
    )
    .join('');
}

// The picture a shared link shows when the business has set no site picture: a plain card in the
// brand's colours with its mark, its name, the year it started and its free phone number, drawn
// from the settings (src/pages/share-card.jpg.ts turns it into the JPEG messaging apps read).
import { BRAND_COLOURS, MARK_SVG } from './brand.ts';

/** The size link previews use: 1.91 : 1. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What the card says, from the settings. */
export interface ShareCardFacts {
  name: string;
  foundedYear: number;
  freePhone: { display: string };
}

const FONT = `font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-weight="700"`;
/** The width of an average character of the bold face as a share of its size, a little over. */
const CHARACTER_WIDTH = 0.64;
const LEFT = 96;
const TEXT_WIDTH = SHARE_CARD_SIZE.width - LEFT * 2;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The ways to break `words` into `count` lines, each line's words joined. */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  return words
    .slice(1)
    .flatMap((_, cut) => splits(words.slice(cut + 1), count - 1).map((rest) => [words.slice(0, cut + 1).join(' '), ...rest]));
}

/**
 * The name in as few lines as fit at a size that still reads from across a room (at most three
 * lines, from 96 down to 64), broken where the lines come out most even; a longer name shrinks
 * further in three lines.
 */
export function nameLines(name: string): { lines: string[]; size: number } {
  const words = name.trim().split(/\s+/);
  const longest = (lines: string[]) => Math.max(...lines.map((line) => line.length));
  const fits = (lines: string[], size: number) => longest(lines) * size * CHARACTER_WIDTH <= TEXT_WIDTH;
  const maxLines = Math.min(3, words.length);
  for (let count = 1; count <= maxLines; count++) {
    const even = splits(words, count).sort((a, b) => longest(a) - longest(b))[0]!;
    const least = count === maxLines ? 24 : 64;
    for (let size = 96; size >= least; size -= 4) if (fits(even, size)) return { lines: even, size };
  }
  return { lines: splits(words, maxLines).sort((a, b) => longest(a) - longest(b))[0]!, size: 24 };
}

/** Words the card shows under the name, in the footer's words. */
const shareCardWords = (facts: ShareCardFacts) => ({
  since: `Family owned since ${facts.foundedYear}`,
  phone: `Free phone ${facts.freePhone.display}`,
});

/** The card in words, for the link preview's description of its picture. */
export const shareCardAlt = (facts: ShareCardFacts): string => {
  const { since, phone } = shareCardWords(facts);
  return `${facts.name}: ${since.toLowerCase()}, ${phone.toLowerCase()}`;
};

/** The card as an SVG document of SHARE_CARD_SIZE. */
export function shareCardSvg(facts: ShareCardFacts): string {
  const { width, height } = SHARE_CARD_SIZE;
  const { lines, size } = nameLines(facts.name);
  const { since, phone } = shareCardWords(facts);
  const lineHeight = size * 1.1;
  // The name's block sits between the mark and the words under it, its last line on a fixed line.
  const lastBaseline = 420;
  const name = lines
    .map(
      (line, index) =>
        `<text x="${LEFT}" y="${(lastBaseline - (lines.length - 1 - index) * lineHeight).toFixed(0)}" ${FONT} font-size="${size}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${BRAND_COLOURS.brand}"/>` +
    `<rect y="${height - 120}" width="${width}" height="120" fill="${BRAND_COLOURS.brandDark}"/>` +
    `<g transform="translate(${LEFT - 12} 40) scale(2.4)">${MARK_SVG}</g>` +
    name +
    `<text x="${LEFT}" y="${lastBaseline + 64}" ${FONT} font-size="36" fill="#e3efe7">${escapeXml(since)}</text>` +
    `<text x="${LEFT}" y="${height - 46}" ${FONT} font-size="44" fill="${BRAND_COLOURS.gold}">${escapeXml(phone)}</text>` +
    `</svg>`
  );
}

// A sample picture of one product, drawn from its entry: its bag (or bulk bag, or the bay of a
// raw material) printed with its own name in a colour of its own, beside a heap of the feed in
// the form its name says (pellets, nuts, muesli, meal, grain, hulls, chips). The flat style,
// the shed's soft background and the brand's mark match the site's other drawings. Pure: the
// script scripts/draw-sample-pictures.ts turns the SVG into the JPEG the site shows.
import { BRAND_COLOURS, MARK_SVG } from '../../src/lib/design/brand.ts';

/** What a drawing needs of a product entry. */
export interface DrawnProduct {
  id: string;
  name: string;
  category: string;
  order: number;
  packSizes?: string[];
  nutrition?: { label: string; value: string }[];
}

/** The size every product picture is drawn at: 4:3, as the site shows product and category pictures. */
const DRAWING_SIZE = { width: 1200, height: 900 } as const;

/** The feed as it looks in a heap. */
type FeedForm = 'pellets' | 'nuts' | 'muesli' | 'meal' | 'grain' | 'hulls' | 'chips' | 'expeller';

/** How it is packed in the picture: a 25 kg bag, a 1 tonne bulk bag, or loose in a concrete bay. */
export type Pack = 'bag' | 'bulk-bag' | 'bay';

/** Print colours, each with the ink its words are printed in and the word for it in a description. */
export const PRINT_COLOURS = [
  { name: 'green', fill: '#2e7a4b', ink: '#ffffff' },
  { name: 'blue', fill: '#2b5d9b', ink: '#ffffff' },
  { name: 'red', fill: '#a8372c', ink: '#ffffff' },
  { name: 'orange', fill: '#c4631a', ink: '#ffffff' },
  { name: 'teal', fill: '#1d7471', ink: '#ffffff' },
  { name: 'purple', fill: '#634a8e', ink: '#ffffff' },
  { name: 'yellow', fill: '#e9b44c', ink: '#3a2a05' },
  { name: 'brown', fill: '#7a4a12', ink: '#ffffff' },
] as const;
export type PrintColour = (typeof PRINT_COLOURS)[number];

/** The words of a name that say what form the feed takes, first match wins; pellets otherwise. */
const FORM_WORDS: [RegExp, FeedForm][] = [
  [/\bnuts?\b/i, 'nuts'],
  [/\b(muesli|blend)\b/i, 'muesli'],
  [/\b(meal|ddgs)\b/i, 'meal'],
  [/\b(grain|barley|wheat|maize)\b/i, 'grain'],
  [/\b(hulls?|bran)\b/i, 'hulls'],
  [/\btapioca\b/i, 'chips'],
  [/\b(expeller|pke|kernel)\b/i, 'expeller'],
];

/** The colours of each form in a heap: base, shadow, highlight. */
const FORM_COLOURS: Record<FeedForm, readonly [string, string, string]> = {
  pellets: ['#a9814f', '#7d5a32', '#c9a36f'],
  nuts: ['#8e6a3e', '#664726', '#b08a58'],
  muesli: ['#c79a4a', '#8a6330', '#ecd08a'],
  meal: ['#d2a24e', '#a8772c', '#e8c37a'],
  grain: ['#d9b35c', '#a9822f', '#f0d68e'],
  hulls: ['#c6a271', '#9a7747', '#e2c89c'],
  chips: ['#ece2c8', '#bfae86', '#fbf6e8'],
  expeller: ['#6e4b2c', '#4a311b', '#8e6a45'],
};

/** The forms sold loose as raw materials: without pack sizes they are drawn in their bay. */
const RAW_MATERIALS: readonly FeedForm[] = ['meal', 'grain', 'hulls', 'chips', 'expeller'];

const feedForm = (name: string): FeedForm => FORM_WORDS.find(([words]) => words.test(name))?.[1] ?? 'pellets';

/** A name's colour words override its form's colours ("Golden Layer Pellets" are golden). */
const heapColours = (name: string, form: FeedForm): readonly [string, string, string] =>
  /\bgolden\b/i.test(name) ? ['#d39a35', '#a06f1c', '#efc466'] : FORM_COLOURS[form];

/** The weight printed on a bag, from the first pack size that names one, e.g. "25 kg bags" → "25 kg". */
const bagWeight = (packSizes: readonly string[] = []): string | undefined =>
  packSizes.map((size) => /(\d+(?:\.\d+)?)\s*kg\b/i.exec(size)?.[0]?.replace(/\s*kg/i, ' kg')).find(Boolean);

/** The words for its bulk bag if it comes in one: "1 tonne bag" or "bulk bag". */
function bulkBagWords(packSizes: readonly string[] = []): string | undefined {
  const size = packSizes.find((words) => /\btonne\b|\bbulk bags?\b/i.test(words));
  if (!size) return undefined;
  const tonnes = /(\d+(?:\.\d+)?)\s*tonne/i.exec(size)?.[1];
  return tonnes ? `${tonnes} tonne bag` : 'bulk bag';
}

/** The pack a picture shows: a bag if it is sold in bags, else a bulk bag, else loose in its bay. */
export function packOf(product: Pick<DrawnProduct, 'name' | 'packSizes'>): Pack {
  const sizes = product.packSizes ?? [];
  if (sizes.length === 0) return RAW_MATERIALS.includes(feedForm(product.name)) ? 'bay' : 'bag';
  if (bagWeight(sizes)) return 'bag';
  if (bulkBagWords(sizes)) return 'bulk-bag';
  return 'bay';
}

/** The figure printed under the name: its protein in the entry's words, e.g. "Protein 16% min". */
export function printedFigure(nutrition: DrawnProduct['nutrition'] = []): string | undefined {
  const protein = nutrition.find(({ label }) => /protein/i.test(label) && !/by-pass|degradable/i.test(label));
  if (!protein) return undefined;
  // "About 50%" reads on as "Protein about 50%".
  return `${protein.label} ${protein.value.replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase())}`;
}

/** A number from a string, the same every time: drawings do not change between runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A repeatable stream of numbers in [0, 1) (mulberry32). */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A print colour a name asks for ("Golden Layer Pellets" → yellow), else the product's own pick by its id. */
const wantedColour = (product: DrawnProduct) => {
  const named = PRINT_COLOURS.findIndex(({ name }) => new RegExp(`\\b${name}\\b`, 'i').test(product.name));
  if (named >= 0) return named;
  if (/\bgold(en)?\b/i.test(product.name)) return PRINT_COLOURS.findIndex(({ name }) => name === 'yellow');
  return hash(product.id) % PRINT_COLOURS.length;
};

/**
 * Each product's print colour: the one it asks for, moved on to the next free one when another
 * product of its category (earlier in the listing) has it, so a category's bags all differ.
 */
export function printColours(products: readonly DrawnProduct[]): Map<string, PrintColour> {
  const colours = new Map<string, PrintColour>();
  const ordered = [...products].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  const taken = new Map<string, Set<number>>();
  for (const product of ordered) {
    const used = taken.get(product.category) ?? new Set<number>();
    taken.set(product.category, used);
    let index = wantedColour(product);
    for (let step = 0; step < PRINT_COLOURS.length && used.has(index); step++) index = (index + 1) % PRINT_COLOURS.length;
    used.add(index);
    colours.set(product.id, PRINT_COLOURS[index]!);
  }
  return colours;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The font of the print, and the width of its capitals as a share of the font size (DejaVu Sans Condensed Bold, a little over). */
const FONT = `font-family="DejaVu Sans Condensed, Arial Narrow, sans-serif" font-weight="700"`;
const CAPITAL_WIDTH = 0.68;

/**
 * A name set in at most `maxLines` lines, as large as fits `width` × `height` (up to `largest`):
 * the words are split where the longest line comes out shortest.
 */
export function fitName(name: string, width: number, height: number, largest: number, maxLines = 3) {
  const words = name.toUpperCase().split(/\s+/).filter(Boolean);
  let best = { lines: [words.join(' ')], size: 0 };
  const splits = (rest: string[], lines: number): string[][] => {
    if (lines === 1 || rest.length === 1) return [[rest.join(' ')]];
    const ways: string[][] = [[rest.join(' ')]];
    for (let cut = 1; cut < rest.length; cut++) {
      for (const tail of splits(rest.slice(cut), lines - 1)) ways.push([rest.slice(0, cut).join(' '), ...tail]);
    }
    return ways;
  };
  for (const lines of splits(words, maxLines)) {
    const longest = Math.max(...lines.map((line) => line.length));
    const size = Math.floor(Math.min(largest, width / (longest * CAPITAL_WIDTH), height / (lines.length * 1.08)));
    if (size > best.size) best = { lines, size };
  }
  return best;
}

/** Lines of text centred on x, the block's middle at y. */
function textBlock(lines: string[], x: number, y: number, size: number, fill: string, extra = '') {
  const lineHeight = size * 1.08;
  const top = y - (lineHeight * lines.length) / 2 + size * 0.84;
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${(top + index * lineHeight).toFixed(1)}" ${FONT} font-size="${size}" fill="${fill}" text-anchor="middle"${extra}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The feed shed the product stands in: a pale wall with its panels, a concrete floor. */
export function shed(floorY: number) {
  const panels = [0, 1, 2, 3, 4, 5]
    .map((index) => `<rect x="${index * 220 + 90}" y="0" width="14" height="${floorY}" fill="#d3e2d8"/>`)
    .join('');
  return (
    `<rect width="1200" height="900" fill="#e6efe8"/>` +
    `<rect width="1200" height="70" fill="#d7e4db"/>${panels}` +
    `<rect y="${floorY}" width="1200" height="${900 - floorY}" fill="#cdc6b8"/>` +
    `<rect y="${floorY}" width="1200" height="10" fill="#bdb5a5"/>`
  );
}

/** One piece of feed at (x, y): a pellet, a nut, a flake, a kernel, a chip or a crumb. */
function piece(
  form: FeedForm,
  x: number,
  y: number,
  angle: number,
  colour: string,
  edge: string,
  random: () => number,
  index: number,
  scale: number,
) {
  const at = `transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${angle.toFixed(0)}) scale(${scale})"`;
  switch (form) {
    case 'pellets':
      return `<rect ${at} x="-14" y="-6" width="28" height="12" rx="6" fill="${colour}" stroke="${edge}" stroke-width="2"/>`;
    case 'nuts':
      return `<rect ${at} x="-20" y="-9" width="40" height="18" rx="9" fill="${colour}" stroke="${edge}" stroke-width="2.5"/>`;
    case 'muesli': {
      // Rolled flakes, maize kernels and pellets, mixed.
      const kind = index % 3;
      if (kind === 0) return `<ellipse ${at} rx="15" ry="8" fill="#ecd08a" stroke="#b8913f" stroke-width="2"/>`;
      if (kind === 1) return `<rect ${at} x="-8" y="-8" width="16" height="16" rx="5" fill="#e08a2c" stroke="#a55d14" stroke-width="2"/>`;
      return `<rect ${at} x="-12" y="-5" width="24" height="10" rx="5" fill="#8a6a42" stroke="#5e4427" stroke-width="2"/>`;
    }
    case 'grain':
      return `<g ${at}><ellipse rx="14" ry="8" fill="${colour}" stroke="${edge}" stroke-width="2"/><path d="M-9 0h18" stroke="${edge}" stroke-width="2"/></g>`;
    case 'hulls':
      return `<path ${at} d="M-14 4q14-16 28 0q-14-7-28 0z" fill="${colour}" stroke="${edge}" stroke-width="2"/>`;
    case 'chips': {
      const r = () => 8 + random() * 8;
      return `<path ${at} d="M${-r()} ${-r() / 2}L${r()} ${-r()}L${r()} ${r() / 2}L${-r() / 2} ${r()}z" fill="${colour}" stroke="${edge}" stroke-width="2"/>`;
    }
    case 'meal':
    case 'expeller': {
      const radius = (form === 'meal' ? 3 + random() * 3 : 4 + random() * 5) * scale;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${radius.toFixed(1)}" fill="${colour}"/>`;
    }
  }
}

/** Colour `a` moved the share `t` of the way to colour `b`. */
const mix = (a: string, b: string, t: number) =>
  `#${[1, 3, 5]
    .map((at) => Math.round(parseInt(a.slice(at, at + 2), 16) * (1 - t) + parseInt(b.slice(at, at + 2), 16) * t))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * A heap of the feed: a mound of its colour covered in its pieces, drawn `scale` times their size
 * (a heap nearer the eye shows bigger pieces), some spilt in front.
 */
function heap(
  id: string,
  form: FeedForm,
  colours: readonly [string, string, string],
  { cx, baseY, width, height, scale }: { cx: number; baseY: number; width: number; height: number; scale: number },
) {
  const random = randomFrom(hash(id));
  // Shades kept near the base colour: the texture still reads, and the picture stays light to load.
  const [base, dark, light] = [colours[0], mix(colours[1], colours[0], 0.3), mix(colours[2], colours[0], 0.3)];
  const left = cx - width / 2;
  const right = cx + width / 2;
  const outline = `M${left} ${baseY}C${left + width * 0.18} ${baseY - height * 0.55} ${cx - width * 0.22} ${baseY - height} ${cx} ${baseY - height}C${cx + width * 0.22} ${baseY - height} ${right - width * 0.18} ${baseY - height * 0.55} ${right} ${baseY}z`;
  const clip = `heap-${id}`;
  const size = (form === 'nuts' ? 34 : form === 'meal' || form === 'expeller' ? 16 : 24) * scale;
  const pieces: string[] = [];
  let index = 0;
  for (let y = baseY - height + size * 0.3; y < baseY + size; y += size * 0.72) {
    for (let x = left; x < right + size; x += size * 1.1) {
      const shade = random();
      const colour = shade < 0.45 ? base : shade < 0.75 ? light : dark;
      const jitter = () => random() - 0.5;
      pieces.push(piece(form, x + jitter() * size * 0.8, y + jitter() * size * 0.5, random() * 180, colour, dark, random, index++, scale));
    }
  }
  const spilt = Array.from({ length: 9 }, (_, i) => {
    const x = cx + (random() - 0.5) * width * 1.05;
    const y = baseY + 14 + random() * 40;
    return piece(form, x, y, random() * 180, i % 2 ? base : light, dark, random, i, scale);
  });
  return (
    `<ellipse cx="${cx}" cy="${baseY + 8}" rx="${width * 0.55}" ry="22" fill="#000" opacity="0.12"/>` +
    `<clipPath id="${clip}"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="${base}"/>` +
    `<g clip-path="url(#${clip})">${pieces.join('')}` +
    // The light from the left: the mound's right side is in shade.
    `<path d="M${cx + width * 0.08} ${baseY - height}C${cx + width * 0.3} ${baseY - height * 0.7} ${right - width * 0.1} ${baseY - height * 0.3} ${right} ${baseY}H${cx + width * 0.1}z" fill="#000" opacity="0.1"/></g>` +
    spilt.join('')
  );
}

/** The business's mark, the gold drop over a line, on a green disc `r` in radius at (x, y). */
export const mark = (x: number, y: number, r: number) =>
  `<g transform="translate(${x - r} ${y - r}) scale(${(r * 2) / 40})"><circle cx="20" cy="20" r="19" fill="${BRAND_COLOURS.brand}"/>${MARK_SVG}</g>`;

/** A wooden pallet whose top runs from x to x + width at y. */
const pallet = (x: number, y: number, width: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="16" fill="#b88a55"/>` +
  [0, 0.5, 1].map((at) => `<rect x="${x + at * (width - 70)}" y="${y + 16}" width="70" height="24" fill="#9c7040"/>`).join('') +
  `<rect x="${x}" y="${y + 40}" width="${width}" height="12" fill="#b88a55"/>`;

/** A paper feed bag standing at (x, y) top-left, its front printed with the product's name. */
function bag(product: DrawnProduct, colour: PrintColour, x: number, y: number, width: number, height: number) {
  const weight = bagWeight(product.packSizes);
  const figure = printedFigure(product.nutrition);
  const bottom = y + height;
  const body = `M${x + 10} ${y + 40}Q${x - 8} ${y + height / 2} ${x + 6} ${bottom}H${x + width - 6}Q${x + width + 8} ${y + height / 2} ${x + width - 10} ${y + 40}z`;
  const panelY = y + 120;
  const panelHeight = height * 0.5;
  const name = fitName(product.name, width - 70, panelHeight - 40, 96);
  const under = [figure, weight].filter((line): line is string => Boolean(line));
  return (
    // Its shadow, body, gusseted top with the stitching, and the print.
    `<path d="${body}" fill="#efe6d2"/>` +
    `<path d="M${x + 10} ${y + 40}L${x + 30} ${y}H${x + width - 30}L${x + width - 10} ${y + 40}z" fill="#dfd3b8"/>` +
    `<path d="M${x + 34} ${y + 14}H${x + width - 34}" stroke="#b9aa88" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<path d="M${x + width * 0.72} ${y + 40}Q${x + width + 8} ${y + height / 2} ${x + width - 6} ${bottom}H${x + width * 0.78}z" fill="#000" opacity="0.06"/>` +
    mark(x + width / 2, y + 76, 30) +
    `<rect x="${x + 22}" y="${panelY}" width="${width - 44}" height="${panelHeight}" rx="10" fill="${colour.fill}"/>` +
    textBlock(name.lines, x + width / 2, panelY + panelHeight / 2, name.size, colour.ink) +
    textBlock(
      under,
      x + width / 2,
      panelY + panelHeight + (bottom - panelY - panelHeight) / 2,
      Math.min(56, Math.floor((width - 70) / (Math.max(...under.map((line) => line.length), 1) * 0.62))),
      '#2c2a24',
    )
  );
}

/** A woven 1 tonne bag with its lifting loops and a label in the product's colour. */
function bulkBag(product: DrawnProduct, colour: PrintColour, x: number, y: number, width: number, height: number) {
  const name = fitName(product.name, width - 110, height * 0.42, 84);
  const loops = [x + 40, x + width - 100]
    .map((loopX) => `<path d="M${loopX} ${y + 30}q30-70 60 0" fill="none" stroke="#d8d2c4" stroke-width="16"/>`)
    .join('');
  return (
    loops +
    `<rect x="${x}" y="${y + 20}" width="${width}" height="${height - 20}" rx="26" fill="#f4f2ec"/>` +
    [1, 2, 3, 4, 5, 6, 7]
      .map((row) => `<path d="M${x + 10} ${y + 20 + row * ((height - 20) / 8)}H${x + width - 10}" stroke="#e3dfd4" stroke-width="3"/>`)
      .join('') +
    `<path d="M${x + width * 0.75} ${y + 20}H${x + width - 26}q26 0 26 26V${y + height - 26}q0 26-26 26H${x + width * 0.75}z" fill="#000" opacity="0.06"/>` +
    `<rect x="${x + 36}" y="${y + height * 0.24}" width="${width - 72}" height="${height * 0.52}" rx="8" fill="${colour.fill}"/>` +
    textBlock(name.lines, x + width / 2, y + height * 0.5, name.size, colour.ink) +
    mark(x + width / 2, y + height * 0.13 + 10, 26)
  );
}

/** The raw material's bay: concrete walls, its heap, and a sign board with its name. */
function bay(product: DrawnProduct, colour: PrintColour, heapPart: string) {
  const figure = printedFigure(product.nutrition);
  const name = fitName(product.name, 880, figure ? 150 : 200, 120, 2);
  const signHeight = figure ? 250 : 230;
  return (
    `<rect x="90" y="110" width="1020" height="620" fill="#b9c2bc"/>` +
    `<rect x="90" y="110" width="1020" height="620" fill="none" stroke="#a5aea8" stroke-width="6"/>` +
    [1, 2, 3, 4].map((row) => `<path d="M90 ${110 + row * 124}H1110" stroke="#a9b2ac" stroke-width="4"/>`).join('') +
    `<rect x="40" y="90" width="70" height="660" fill="#cfd6d1"/><rect x="1090" y="90" width="70" height="660" fill="#c3cbc6"/>` +
    `<rect x="${600 - 490}" y="140" width="980" height="${signHeight}" rx="14" fill="${colour.fill}" stroke="#ffffff" stroke-width="8"/>` +
    textBlock(name.lines, 600, 140 + (figure ? 100 : signHeight / 2), name.size, colour.ink) +
    (figure ? textBlock([figure.toUpperCase()], 600, 140 + 205, 46, colour.ink) : '') +
    heapPart
  );
}

/** What the heap is, in a description. */
const LOOSE_WORDS: Record<FeedForm, string> = {
  pellets: 'its pellets',
  nuts: 'its nuts',
  muesli: 'the mix',
  meal: 'the meal',
  grain: 'the grain',
  hulls: 'the hulls',
  chips: 'the dried chips',
  expeller: 'the expeller',
};

/** "a green", "an orange". */
const a = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** The words that describe a drawing, for people who cannot see it. */
export function describeDrawing(product: DrawnProduct, colour: PrintColour): string {
  const loose = LOOSE_WORDS[feedForm(product.name)];
  switch (packOf(product)) {
    case 'bag': {
      const weight = bagWeight(product.packSizes);
      const bulk = bulkBagWords(product.packSizes);
      return `A ${weight ? `${weight} ` : ''}bag of ${product.name} with ${a(colour.name)} print, on a pallet${bulk ? `, ${a(bulk)} behind it` : ''}, beside a heap of ${loose}.`;
    }
    case 'bulk-bag':
      return `${a(bulkBagWords(product.packSizes)!).replace(/^a/, 'A')} of ${product.name} with ${a(colour.name)} label, on a pallet beside a heap of ${loose}.`;
    case 'bay':
      return `A heap of ${product.name} in a concrete bay, under ${a(colour.name)} sign with its name.`;
  }
}

/** A heap of the feed a name says (e.g. "PKE"), drawn as a product's heap is: for other drawings of the same family. */
export function heapOf(id: string, name: string, geometry: Parameters<typeof heap>[3]) {
  const form = feedForm(name);
  return heap(id, form, heapColours(name, form), geometry);
}

/** The picture of one product as an SVG document of DRAWING_SIZE. */
export function drawProduct(product: DrawnProduct, colour: PrintColour): string {
  const form = feedForm(product.name);
  const colours = heapColours(product.name, form);
  const pack = packOf(product);
  let scene: string;
  if (pack === 'bay') {
    scene =
      shed(730) + bay(product, colour, heap(product.id, form, colours, { cx: 600, baseY: 760, width: 980, height: 330, scale: 1.35 }));
  } else {
    // The bag on its pallet at the left, the heap at the right; a product sold in both sizes has its bulk bag behind.
    const both = pack === 'bag' && bulkBagWords(product.packSizes) !== undefined;
    const behind = both ? bulkBag(product, colour, 640, 310, 420, 430) : '';
    const front = pack === 'bag' ? bag(product, colour, 120, 120, 540, 620) : bulkBag(product, colour, 90, 200, 580, 540);
    const palletUnder = pack === 'bag' ? pallet(100, 740, 580) : pallet(80, 740, 600);
    scene =
      shed(720) +
      behind +
      `<ellipse cx="390" cy="800" rx="330" ry="26" fill="#000" opacity="0.1"/>` +
      palletUnder +
      front +
      heap(product.id, form, colours, { cx: 925, baseY: 835, width: 470, height: both ? 200 : 250, scale: 1 });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWING_SIZE.width}" height="${DRAWING_SIZE.height}" viewBox="0 0 ${DRAWING_SIZE.width} ${DRAWING_SIZE.height}">${scene}</svg>`;
}

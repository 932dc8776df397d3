// The sample pictures of the feed trailer on /feed-trailers, in the products' flat style: the same
// shed, the same heap of PKE and the brand's mark, with no sky, scenery or animals. One trailer
// three ways: loaded with PKE, carrying three round bales, and hitched to a tractor. Pure:
// scripts/draw-sample-pictures.ts writes the JPEGs the page names.
import { heapOf, mark, shed } from './product-drawing.ts';

/** 3:2, as the site shows a page's photos. */
const SIZE = { width: 1200, height: 800 } as const;
const FLOOR = 680;

const GREEN = { body: '#1d5236', rim: '#2e7a4b', rib: '#174630' };
const STEEL = { frame: '#3a3f3c', tyre: '#2c2f2d', hub: '#9aa29d' };
const STRAW = { face: '#e4c774', ring: '#c9a54a', side: '#d8b75f' };

/** A wheel standing on the floor at x. */
const wheel = (x: number, radius: number) =>
  `<circle cx="${x}" cy="${FLOOR - radius}" r="${radius}" fill="${STEEL.tyre}"/>` +
  `<circle cx="${x}" cy="${FLOOR - radius}" r="${radius * 0.45}" fill="${STEEL.hub}"/>` +
  `<circle cx="${x}" cy="${FLOOR - radius}" r="${radius * 0.14}" fill="${STEEL.tyre}"/>`;

interface Trailer {
  /** Left end of the bin, and its length. */
  x: number;
  length: number;
  /** What it carries, drawn before the bin so the bin's sides hide its lower part. */
  load: (top: number) => string;
}

/** The trailer: a green bin with its ribs and the mark, on a frame with one axle and a drawbar to the right. */
function trailer({ x, length, load }: Trailer) {
  const top = 380;
  const bottom = 560;
  const axle = x + length * 0.5;
  const ribs = [0.2, 0.4, 0.6, 0.8]
    .map((at) => `<rect x="${x + length * at - 6}" y="${top + 24}" width="12" height="${bottom - top - 40}" fill="${GREEN.rib}"/>`)
    .join('');
  return (
    `<ellipse cx="${axle}" cy="${FLOOR + 6}" rx="${length * 0.55}" ry="18" fill="#000" opacity="0.1"/>` +
    load(top) +
    `<path d="M${x} ${top}H${x + length}L${x + length - 36} ${bottom}H${x + 36}z" fill="${GREEN.body}"/>` +
    `<rect x="${x - 8}" y="${top - 6}" width="${length + 16}" height="22" fill="${GREEN.rim}"/>` +
    ribs +
    mark(x + length * 0.1, top + 90, 30) +
    `<rect x="${x + 20}" y="${bottom}" width="${length - 40}" height="22" fill="${STEEL.frame}"/>` +
    `<path d="M${x + length - 30} ${bottom + 8}L${x + length + 170} ${bottom + 50}" stroke="${STEEL.frame}" stroke-width="18" stroke-linecap="round"/>` +
    wheel(axle, 88)
  );
}

/** PKE heaped above the bin's rim; its foot, shadow and spilt pieces fall inside the bin. */
const pkeLoad = (x: number, length: number) => (top: number) =>
  heapOf('trailer-pke', 'PKE', { cx: x + length / 2, baseY: top + 80, width: length * 0.86, height: 175, scale: 1 });

/** Three round bales lying side by side, their ends to the viewer, sitting down into the bin. */
const balesLoad = (x: number, length: number) => (top: number) => {
  const radius = (length - 40) / 6;
  return [0, 1, 2]
    .map((index) => {
      const cx = x + 20 + radius * (1 + index * 2);
      const cy = top - radius + 60;
      return (
        `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${STRAW.face}"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${radius * 0.66}" fill="none" stroke="${STRAW.ring}" stroke-width="6"/>` +
        `<circle cx="${cx}" cy="${cy}" r="${radius * 0.33}" fill="none" stroke="${STRAW.ring}" stroke-width="6"/>`
      );
    })
    .join('');
};

/** A tractor facing right, its towing hitch at (x, hitchY): body, bonnet, cab with its window, and its two wheels. */
function tractor(x: number) {
  const red = '#a8372c';
  const dark = '#7f2920';
  return (
    `<ellipse cx="${x + 170}" cy="${FLOOR + 6}" rx="230" ry="18" fill="#000" opacity="0.1"/>` +
    // Cab: a frame with a pale window, over the rear axle.
    `<rect x="${x + 20}" y="250" width="170" height="250" rx="10" fill="${red}"/>` +
    `<rect x="${x + 42}" y="272" width="126" height="130" rx="6" fill="#dfe9e4"/>` +
    `<rect x="${x + 10}" y="238" width="190" height="24" rx="6" fill="${dark}"/>` +
    // Bonnet and grille, with the exhaust standing up from it.
    `<rect x="${x + 180}" y="410" width="230" height="140" rx="12" fill="${red}"/>` +
    `<rect x="${x + 396}" y="426" width="20" height="108" rx="4" fill="${dark}"/>` +
    `<rect x="${x + 330}" y="330" width="16" height="84" fill="${STEEL.frame}"/>` +
    `<rect x="${x}" y="500" width="260" height="50" fill="${dark}"/>` +
    wheel(x + 110, 150) +
    wheel(x + 350, 78)
  );
}

/** The three drawings, by the file each is written to in src/assets/pages/. */
export const TRAILER_DRAWINGS: Record<string, () => string> = {
  'trailer-pke.jpg': () => scene(shed(FLOOR) + trailer({ x: 220, length: 640, load: pkeLoad(220, 640) })),
  'trailer-bales.jpg': () => scene(shed(FLOOR) + trailer({ x: 220, length: 640, load: balesLoad(220, 640) })),
  'trailer-hitched.jpg': () =>
    scene(
      shed(FLOOR) +
        `<g transform="translate(110 150) scale(0.78)">${trailer({ x: 60, length: 560, load: pkeLoad(60, 560) })}</g>` +
        `<g transform="translate(570 112) scale(0.84)">${tractor(120)}</g>`,
    ),
};

const scene = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}" viewBox="0 0 ${SIZE.width} ${SIZE.height}">${body}</svg>`;

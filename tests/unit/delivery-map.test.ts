// The map of the sites and depots (src/lib/company/delivery-map.ts): Natural Earth's New Zealand,
// its outlying islands left off, simplified to a few kilobytes; a mark for each group of places,
// every place a line of label beside it, no label over another label or mark.
import countries from 'world-atlas/countries-50m.json';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { LABEL, drawMap, mainland, northToSouth, simplify, type MapPlace } from '../../src/lib/company/delivery-map.ts';

const world = countries as unknown as Topology;
const land = mainland(world, 'New Zealand');

/** Places owned by the test: a head office and a depot a kilometre apart, and depots the length of the country. */
const places: MapPlace[] = [
  { name: 'Depot by the office', href: '/molasses#place-office-depot', latitude: -46.1498, longitude: 168.3302 },
  { name: 'Head office', href: '/contact-us#place-main-office', latitude: -46.1446, longitude: 168.3236, headOffice: true },
  { name: 'Far North', href: '/molasses#place-far-north', latitude: -35.1, longitude: 173.3 },
  { name: 'Tauranga', href: '/molasses#place-tauranga', latitude: -37.68, longitude: 176.17 },
  { name: 'Matamata', href: '/molasses#place-matamata', latitude: -37.81, longitude: 175.77 },
  { name: 'Kaikōura', latitude: -42.4, longitude: 173.68 },
];

describe('mainland', () => {
  it('keeps the main islands and leaves off the Chatham and sub-Antarctic islands', () => {
    const points = land.geometry.coordinates.flatMap((polygon) => polygon[0]!);
    const longitudes = points.map(([longitude]) => longitude!);
    const latitudes = points.map(([, latitude]) => latitude!);
    expect(Math.min(...longitudes)).toBeGreaterThan(166);
    expect(Math.max(...longitudes)).toBeLessThan(179);
    expect(Math.min(...latitudes)).toBeGreaterThan(-48);
    expect(Math.max(...latitudes)).toBeLessThan(-34);
    // The North, South and Stewart islands at least.
    expect(land.geometry.coordinates.length).toBeGreaterThanOrEqual(3);
  });

  it('names the country it cannot find', () => {
    expect(() => mainland(world, 'Atlantis')).toThrow('no country named "Atlantis"');
  });
});

describe('simplify', () => {
  it('keeps a line within the tolerance of every point it drops', () => {
    const line = Array.from({ length: 200 }, (_, index) => [index, Math.sin(index / 10) * 20] as [number, number]);
    const simple = simplify(line, 1);
    expect(simple.length).toBeLessThan(line.length / 4);
    expect(simple[0]).toEqual(line[0]);
    expect(simple.at(-1)).toEqual(line.at(-1));
    // Each point lies within the tolerance of the kept segment it falls under.
    for (const [x, y] of line) {
      const next = Math.max(
        1,
        simple.findIndex(([kept]) => kept >= x),
      );
      const [a, b] = [simple[next - 1]!, simple[next]!];
      const distance = Math.abs((b[1] - a[1]) * x - (b[0] - a[0]) * y + b[0] * a[1] - b[1] * a[0]) / Math.hypot(b[0] - a[0], b[1] - a[1]);
      expect(distance).toBeLessThanOrEqual(1);
    }
  });
});

/** Each line of a map's labels as the box its words take. */
const labelsOf = (map: ReturnType<typeof drawMap>) =>
  map.marks.flatMap(({ side, labels: lines }) =>
    lines.map(({ name, x, y }) => {
      const width = name.length * LABEL.letter;
      return { name, left: side === 'right' ? x : x - width, right: side === 'right' ? x + width : x, top: y - LABEL.size, bottom: y + 4 };
    }),
  );

/** No label of the map over another label or another mark. */
function expectNoOverlap(map: ReturnType<typeof drawMap>) {
  const labels = labelsOf(map);
  labels.forEach((a, index) => {
    for (const b of labels.slice(index + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${a.name} and ${b.name}`).toBe(true);
    }
    // Every dot but the one the label stands beside, also a dot whose name is a line of another label.
    const own = map.marks.find((mark) => mark.labels.some(({ name }) => name === a.name))!;
    for (const dot of map.dots) {
      if (dot.x === own.x && dot.y === own.y) continue;
      const clear =
        dot.x + LABEL.mark <= a.left || dot.x - LABEL.mark >= a.right || dot.y + LABEL.mark <= a.top || dot.y - LABEL.mark >= a.bottom;
      expect(clear, `${a.name} and the dot at ${dot.x}, ${dot.y}`).toBe(true);
    }
  });
}

/** The names a map labels, in order. */
const namesOf = (map: ReturnType<typeof drawMap>) => map.marks.flatMap(({ labels: lines }) => lines.map(({ name }) => name)).sort();

describe('drawMap', () => {
  const map = drawMap(land, places);
  const labels = labelsOf(map);

  it('labels every place once, linked to its card where it has one', () => {
    const drawn = map.marks.flatMap(({ labels: lines }) => lines.map(({ name, href }) => ({ name, href })));
    expect(drawn.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      places.map(({ name, href }) => ({ name, href })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('gives places a kilometre apart one mark, the head office\u2019s, with the head office\u2019s line first', () => {
    expect(map.marks).toHaveLength(places.length - 1);
    const office = map.marks.find(({ headOffice }) => headOffice)!;
    expect(office.labels.map(({ name }) => name)).toEqual(['Head office', 'Depot by the office']);
    // Tauranga and Matamata, 40 km apart, keep a mark each.
    expect(map.marks.filter(({ labels: lines }) => /Tauranga|Matamata/.test(lines[0]!.name))).toHaveLength(2);
  });

  it('sets no label over another label or another mark', () => expectNoOverlap(map));

  /** An office and four depots within 60 km, as a one-region business has them. */
  const oneRegion: MapPlace[] = [
    { name: 'Main office', latitude: -40.206, longitude: 176.098, headOffice: true },
    { name: 'Dannevirke depot', latitude: -40.23, longitude: 176.13 },
    { name: 'Waipukurau depot', latitude: -39.995, longitude: 176.556 },
    { name: 'Pahiatua depot', latitude: -40.453, longitude: 175.84 },
    { name: 'Woodville depot', latitude: -40.337, longitude: 175.867 },
  ];

  it('sets no label over another where one region\u2019s places crowd together: a crowded one joins the nearest mark', () => {
    // With one depot at the other end of the country, the map is the country's, and the region's places crowd.
    const crowded: MapPlace[] = [...oneRegion, { name: 'Far North depot', latitude: -35.1, longitude: 173.3 }];
    const drawn = drawMap(land, crowded);
    expect(drawn.frame).toBeUndefined();
    expect(namesOf(drawn)).toEqual(crowded.map(({ name }) => name).sort());
    expectNoOverlap(drawn);
    // A place whose name joined another mark's label keeps its own dot where it is.
    expect(drawn.dots.length).toBeGreaterThan(drawn.marks.length);
    for (const mark of drawn.marks)
      expect(drawn.dots, `the dot of ${mark.labels[0]!.name}`).toContainEqual(expect.objectContaining({ x: mark.x, y: mark.y }));
    // Each label's lines: the head office first, then north to south.
    for (const { labels: lines } of drawn.marks) {
      const of = lines.map(({ name }) => crowded.find((place) => place.name === name)!);
      const depots = of.filter(({ headOffice }) => !headOffice);
      expect(of.slice(0, of.length - depots.length).every(({ headOffice }) => headOffice)).toBe(true);
      expect(depots.map(({ latitude }) => latitude)).toEqual(depots.map(({ latitude }) => latitude).sort((a, b) => b - a));
    }
  });

  it('draws a business whose places lie in one region on a map of that region: each place its own mark, the land cut to a frame around them', () => {
    const regional = drawMap(land, oneRegion);
    const country = drawMap(land, places);
    expect(country.frame).toBeUndefined();
    const frame = regional.frame!;
    expect(frame.width).toBeGreaterThan(200);
    // Every place has a mark of its own, inside the frame, and its label clear of the others.
    expect(regional.marks).toHaveLength(oneRegion.length);
    for (const { x, y } of regional.marks) {
      expect(x).toBeGreaterThan(frame.x);
      expect(x).toBeLessThan(frame.x + frame.width);
      expect(y).toBeGreaterThan(frame.y);
      expect(y).toBeLessThan(frame.y + frame.height);
    }
    expectNoOverlap(regional);
    // The land goes no further than the frame: each ring is a move, then steps relative to the last point.
    const rings = regional.outline.split('z').filter(Boolean);
    expect(rings.length).toBeGreaterThan(0);
    for (const ring of rings) {
      const [start = '', steps = ''] = ring.slice(1).split('l');
      let [x, y] = (start.match(/-?\d+/g) ?? []).map(Number) as [number, number];
      const numbers = (steps.match(/-?\d+/g) ?? []).map(Number);
      for (let index = -2; index < numbers.length; index += 2) {
        if (index >= 0) [x, y] = [x + numbers[index]!, y + numbers[index + 1]!];
        expect(x).toBeGreaterThanOrEqual(frame.x - 1);
        expect(x).toBeLessThanOrEqual(frame.x + frame.width + 1);
        expect(y).toBeGreaterThanOrEqual(frame.y - 1);
        expect(y).toBeLessThanOrEqual(frame.y + frame.height + 1);
      }
    }
  });

  it('names the places north to south, the northernmost first', () => {
    expect(northToSouth(places).map(({ name }) => name)).toEqual([
      'Far North',
      'Tauranga',
      'Matamata',
      'Kaikōura',
      'Head office',
      'Depot by the office',
    ]);
  });

  it('frames the outline, the marks and every label', () => {
    const [left, top, width, height] = map.viewBox.split(' ').map(Number) as [number, number, number, number];
    for (const label of labels) {
      expect(label.left, label.name).toBeGreaterThanOrEqual(left);
      expect(label.right, label.name).toBeLessThanOrEqual(left + width);
      expect(label.top, label.name).toBeGreaterThanOrEqual(top);
      expect(label.bottom, label.name).toBeLessThanOrEqual(top + height);
    }
  });

  it('draws the country in a few kilobytes of whole-unit path', () => {
    expect(map.outline).toMatch(/^M[\d -]+l[\d -]+z/);
    expect(map.outline).not.toMatch(/\d\.\d/);
    expect(map.outline.length).toBeLessThan(2_000);
    expect(map.outline.match(/M/g)!.length).toBeGreaterThanOrEqual(3);
  });
});

// The map of where the business is: the country's outline from Natural Earth's data (world-atlas's
// TopoJSON, read by topojson-client), projected by d3-geo at build time and simplified to a few
// hundred points, with a labelled mark for each place; for a business in one region, that region
// of it, the land cut to a frame around its places. The page draws it as an inline SVG: no tiles,
// no script, no request to another site. Places a few kilometres apart (a mill and a workshop in
// one town) share a mark, each with its own line of label; the labels are set beside their marks
// where they cover no other label or mark.
import { geoCentroid, geoPath, geoTransverseMercator } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A place to mark. */
export interface MapPlace {
  name: string;
  /** Where its card is, when a page lists it. */
  href?: string | undefined;
  latitude: number;
  longitude: number;
  /** The head office: a square mark, listed first in its group. */
  headOffice?: boolean;
}

/** One line of a mark's label: a place's name, linked to its card. */
interface MapLabel {
  name: string;
  href?: string | undefined;
  /** Where the line starts (or ends, left of its mark) on its baseline. */
  x: number;
  y: number;
}

/** A mark and the lines of its label, one for each place it stands for. */
interface MapMark {
  x: number;
  y: number;
  headOffice: boolean;
  /** Which side of the mark the label is on: its lines start at it (right) or end at it (left). */
  side: 'right' | 'left';
  labels: MapLabel[];
}

/** A place's dot on the map (places closer than SHARED_MARK share one): a square for the head office. */
interface MapDot {
  x: number;
  y: number;
  headOffice: boolean;
}

export interface DrawnMap {
  /** The SVG's viewBox: the outline, the marks and their labels, with a margin. */
  viewBox: string;
  width: number;
  height: number;
  /** The land, as an SVG path. */
  outline: string;
  /** On a map of one region, the window the land is cut to, drawn as its frame. */
  frame?: Box | undefined;
  /** Where the places are: every one keeps its dot, also when its name is a line of another mark's label. */
  dots: MapDot[];
  /** The labels, each beside its mark. */
  marks: MapMark[];
}

/** The places from the north to the south, as the line under the map names them. */
export const northToSouth = <Place extends MapPlace>(places: readonly Place[]): Place[] =>
  [...places].sort((a, b) => b.latitude - a.latitude);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The outline's width in the map's units; the labels' size is set against it. */
const OUTLINE_WIDTH = 260;
/** How far a simplified outline may stray from the data, in the map's units: about a pixel on a phone. */
const TOLERANCE = 2;
/** The smallest island drawn, in square units. */
const SMALLEST_ISLAND = 20;
/**
 * A business whose places span less than this share of the country's map (across and down) gets
 * a map of their region instead: on the country's, a region's depots would stand under one mark.
 */
const REGIONAL = 0.25;
/** How much land a regional map shows around its places, as a share of their span, and at least (degrees). */
const REGION_MARGIN = { share: 0.35, degrees: 0.5 } as const;
/** Places closer than this share a mark. */
const SHARED_MARK = 6;
/** The labels' type: its size, and an average letter's width (bold, wide for safety), in the map's units. */
export const LABEL = { size: 14, letter: 9.6, line: 22, gap: 8, mark: 5 } as const;
const MARGIN = 4;

/** A polygon's bounding box, in degrees. */
const boundsOf = (rings: Position[][]) => {
  const outer = rings[0]!;
  const xs = outer.map(([x]) => x!);
  const ys = outer.map(([, y]) => y!);
  return { west: Math.min(...xs), east: Math.max(...xs), south: Math.min(...ys), north: Math.max(...ys) };
};

/**
 * The country's land as one multipolygon: its largest island, and the islands that reach within a
 * couple of degrees of it or of each other, so outlying groups far offshore (New Zealand's Chatham
 * and sub-Antarctic islands) are left off a map of where the business is.
 */
export function mainland(countries: Topology, country: string): Feature<MultiPolygon> {
  const collection = feature(countries, countries.objects['countries'] as GeometryCollection<{ name: string }>);
  const found = collection.features.find(({ properties }) => properties?.name === country);
  if (!found?.geometry) throw new Error(`the map data has no country named "${country}" (the head office's country in settings)`);
  const { geometry } = found;
  const polygons = geometry.type === 'MultiPolygon' ? geometry.coordinates : geometry.type === 'Polygon' ? [geometry.coordinates] : [];
  const area = (rings: Position[][]) => {
    const box = boundsOf(rings);
    return (box.east - box.west) * (box.north - box.south);
  };
  const sorted = [...polygons].sort((a, b) => area(b) - area(a));
  const kept = [sorted[0]!];
  const near = 2;
  for (let added = true; added;) {
    added = false;
    for (const polygon of sorted) {
      if (kept.includes(polygon)) continue;
      const box = boundsOf(polygon);
      const reaches = kept.some((other) => {
        const them = boundsOf(other);
        return (
          box.west <= them.east + near && box.east >= them.west - near && box.south <= them.north + near && box.north >= them.south - near
        );
      });
      if (reaches) {
        kept.push(polygon);
        added = true;
      }
    }
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: kept } };
}

/** Douglas and Peucker's simplification of a line: the points that keep it within `tolerance` of the original. */
export function simplify(points: readonly [number, number][], tolerance: number): [number, number][] {
  if (points.length < 3) return [...points];
  const first = points[0]!;
  const last = points.at(-1)!;
  const [dx, dy] = [last[0] - first[0], last[1] - first[1]];
  const length = Math.hypot(dx, dy);
  let furthest = 0;
  let at = 0;
  for (let index = 1; index < points.length - 1; index++) {
    const [x, y] = points[index]!;
    const distance =
      length === 0 ? Math.hypot(x - first[0], y - first[1]) : Math.abs(dy * x - dx * y + last[0] * first[1] - last[1] * first[0]) / length;
    if (distance > furthest) [furthest, at] = [distance, index];
  }
  if (furthest <= tolerance) return [first, last];
  return [...simplify(points.slice(0, at + 1), tolerance).slice(0, -1), ...simplify(points.slice(at), tolerance)];
}

/** A ring of whole-unit points as a closed SVG path: a move, then each step relative to the last. */
function ringPath(ring: readonly [number, number][]): string {
  const steps = ring.slice(1).map(([x, y], index) => `${x - ring[index]![0]} ${y - ring[index]![1]}`);
  return `M${ring[0]!.join(' ')}l${steps.join(' ')}z`.replace(/ -/g, '-');
}

/** Twice a ring's signed area. */
const ringArea = (ring: readonly [number, number][]) =>
  ring.reduce((sum, [x, y], index) => {
    const [nextX, nextY] = ring[(index + 1) % ring.length]!;
    return sum + x * nextY - nextX * y;
  }, 0);

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a label of `lines` can go beside a mark at (x, y): right then left, centred on it, then hanging below it, then standing above it. */
function labelBoxes(x: number, y: number, width: number, lines: number): { side: MapMark['side']; box: Box }[] {
  const height = lines * LABEL.line;
  const tops = [y - height / 2, y - LABEL.line / 2, y + LABEL.line / 2 - height];
  return tops.flatMap((top) =>
    (['right', 'left'] as const).map((side) => ({
      side,
      box: { x: side === 'right' ? x + LABEL.gap : x - LABEL.gap - width, y: top, width, height },
    })),
  );
}

/**
 * The part of a ring inside the rectangle `box` (Sutherland and Hodgman's clipping, one edge at a
 * time): where the land runs off a regional map, its outline follows the map's edge.
 */
function clipRing(ring: readonly [number, number][], box: Box): [number, number][] {
  const edges: { inside: (point: [number, number]) => boolean; cross: (a: [number, number], b: [number, number]) => [number, number] }[] = [
    ...([box.x, box.x + box.width] as const).map((edge, index) => ({
      inside: ([x]: [number, number]) => (index === 0 ? x >= edge : x <= edge),
      cross: ([ax, ay]: [number, number], [bx, by]: [number, number]): [number, number] => [
        edge,
        ay + ((by - ay) * (edge - ax)) / (bx - ax),
      ],
    })),
    ...([box.y, box.y + box.height] as const).map((edge, index) => ({
      inside: ([, y]: [number, number]) => (index === 0 ? y >= edge : y <= edge),
      cross: ([ax, ay]: [number, number], [bx, by]: [number, number]): [number, number] => [
        ax + ((bx - ax) * (edge - ay)) / (by - ay),
        edge,
      ],
    })),
  ];
  return edges.reduce<[number, number][]>(
    (points, { inside, cross }) =>
      points.flatMap((point, index) => {
        const previous = points[(index + points.length - 1) % points.length]!;
        if (inside(point)) return inside(previous) ? [point] : [cross(previous, point), point];
        return inside(previous) ? [cross(previous, point)] : [];
      }),
    [...ring],
  );
}

/**
 * How the map projects the land: the whole country, fitted to the outline's width; or, where the
 * places lie in one region of it, that region with a margin of land around, and the rectangle the
 * land is cut to.
 */
function mapProjection(land: Feature<MultiPolygon | Polygon>, places: readonly MapPlace[]) {
  // One projection, centred on the country, fitted to the outline's width around what it shows.
  const centre = geoCentroid(land);
  const fitted = (shown: Feature) => geoTransverseMercator().rotate([-centre[0], 0]).fitWidth(OUTLINE_WIDTH, shown);
  const country = fitted(land);
  const [[, top], [, bottom]] = geoPath(country).bounds(land);
  const at = places.map(({ longitude, latitude }) => country([longitude, latitude])!);
  const span = (values: number[]) => Math.max(...values) - Math.min(...values);
  if (places.length < 2 || span(at.map(([x]) => x)) > OUTLINE_WIDTH * REGIONAL || span(at.map(([, y]) => y)) > (bottom - top) * REGIONAL) {
    return { projection: country, clip: undefined };
  }
  const longitudes = places.map(({ longitude }) => longitude);
  const latitudes = places.map(({ latitude }) => latitude);
  const margin = (values: number[]) => Math.max(REGION_MARGIN.degrees, span(values) * REGION_MARGIN.share);
  const [west, east] = [Math.min(...longitudes) - margin(longitudes), Math.max(...longitudes) + margin(longitudes)];
  const [south, north] = [Math.min(...latitudes) - margin(latitudes), Math.max(...latitudes) + margin(latitudes)];
  const region: Feature<Polygon> = {
    type: 'Feature',
    properties: {},
    // Clockwise, as d3-geo reads a polygon smaller than a hemisphere.
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [west, north],
          [east, north],
          [east, south],
          [west, south],
        ],
      ],
    },
  };
  const projection = fitted(region);
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(region);
  return { projection, clip: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } };
}

/** The map of `land` with a mark for each of `places` (head office first), ready to draw. */
export function drawMap(land: Feature<MultiPolygon | Polygon>, places: readonly MapPlace[]): DrawnMap {
  const { projection, clip } = mapProjection(land, places);
  const polygons = land.geometry.type === 'MultiPolygon' ? land.geometry.coordinates : [land.geometry.coordinates];
  const rings = polygons
    .map((polygon) => {
      const whole = polygon[0]!.map((point) => projection(point as [number, number])!);
      const projected = clip ? clipRing(whole, clip) : whole;
      // A closed ring simplified as two halves, so its first point stays where it is.
      const half = Math.floor(projected.length / 2);
      const simple = [...simplify(projected.slice(0, half + 1), TOLERANCE).slice(0, -1), ...simplify(projected.slice(half), TOLERANCE)];
      return simple
        .map(([x, y]) => [Math.round(x), Math.round(y)] as [number, number])
        .filter(([x, y], index, all) => index === 0 || x !== all[index - 1]![0] || y !== all[index - 1]![1]);
    })
    .filter((ring) => ring.length > 3 && Math.abs(ringArea(ring)) / 2 >= SMALLEST_ISLAND);

  // Places in order, the head office first; each joins the mark of one close to it, else makes its own.
  const ordered = [...places].sort((a, b) => Number(Boolean(b.headOffice)) - Number(Boolean(a.headOffice)));
  const groups: { x: number; y: number; places: MapPlace[] }[] = [];
  for (const place of ordered) {
    const [x, y] = projection([place.longitude, place.latitude])!.map(Math.round) as [number, number];
    const group = groups.find((other) => Math.hypot(other.x - x, other.y - y) < SHARED_MARK);
    if (group) group.places.push(place);
    else groups.push({ x, y, places: [place] });
  }
  const dots = groups.map(({ x, y, places: here }): MapDot => ({ x, y, headOffice: here.some(({ headOffice }) => headOffice) }));

  // The labels of the marks with the most lines first, then from the north; each where it covers
  // no label or dot placed before it, and within the outline's width where it can be. A mark whose
  // label has nowhere free (places a few kilometres apart, as one region's depots) joins the nearest
  // other mark, its name a line of that mark's label (its dot stays where it is), and the labels are
  // placed again.
  const width = (name: string) => Math.ceil(name.length * LABEL.letter);
  const markBox = ({ x, y }: { x: number; y: number }) => ({
    x: x - LABEL.mark,
    y: y - LABEL.mark,
    width: LABEL.mark * 2,
    height: LABEL.mark * 2,
  });
  let placed = new Map<(typeof groups)[number], { side: MapMark['side']; box: Box }>();
  for (;;) {
    placed = new Map();
    const labels: Box[] = [];
    let crowded: (typeof groups)[number] | undefined;
    for (const group of [...groups].sort((a, b) => b.places.length - a.places.length || a.y - b.y)) {
      const options = labelBoxes(group.x, group.y, Math.max(...group.places.map(({ name }) => width(name))), group.places.length);
      const others = [...labels, ...dots.filter(({ x, y }) => x !== group.x || y !== group.y).map(markBox)];
      const free = options.filter(({ box }) => !others.some((other) => overlaps(box, other)));
      if (free.length === 0) crowded ??= group;
      const choice = free.find(({ box }) => box.x >= 0 && box.x + box.width <= OUTLINE_WIDTH) ?? free[0] ?? options[0]!;
      placed.set(group, choice);
      labels.push(choice.box);
    }
    const nearest =
      crowded &&
      [...groups.filter((other) => other !== crowded)].sort(
        (a, b) => Math.hypot(a.x - crowded.x, a.y - crowded.y) - Math.hypot(b.x - crowded.x, b.y - crowded.y),
      )[0];
    if (!crowded || !nearest) break;
    nearest.places.push(...crowded.places);
    groups.splice(groups.indexOf(crowded), 1);
  }
  const labels = [...placed.values()].map(({ box }) => box);
  const dotBoxes = dots.map(markBox);

  const marks = groups.map((group): MapMark => {
    const { side, box } = placed.get(group)!;
    return {
      x: group.x,
      y: group.y,
      headOffice: group.places.some(({ headOffice }) => headOffice),
      side,
      // The head office's line first, then north to south.
      labels: [
        ...group.places.filter(({ headOffice }) => headOffice),
        ...northToSouth(group.places.filter(({ headOffice }) => !headOffice)),
      ].map(({ name, href }, line) => ({
        name,
        href,
        x: Math.round(side === 'right' ? box.x : box.x + box.width),
        y: Math.round(box.y + line * LABEL.line + LABEL.line / 2 + LABEL.size * 0.35),
      })),
    };
  });

  const frame = clip && { x: Math.round(clip.x), y: Math.round(clip.y), width: Math.round(clip.width), height: Math.round(clip.height) };
  const boxes = [...labels, ...dotBoxes, ...(frame ? [frame] : []), ...rings.flat().map(([x, y]) => ({ x, y, width: 0, height: 0 }))];
  const left = Math.floor(Math.min(...boxes.map(({ x }) => x)) - MARGIN);
  const top = Math.floor(Math.min(...boxes.map(({ y }) => y)) - MARGIN);
  const right = Math.ceil(Math.max(...boxes.map(({ x, width: boxWidth }) => x + boxWidth)) + MARGIN);
  const bottom = Math.ceil(Math.max(...boxes.map(({ y, height }) => y + height)) + MARGIN);
  return {
    viewBox: `${left} ${top} ${right - left} ${bottom - top}`,
    width: right - left,
    height: bottom - top,
    outline: rings.map(ringPath).join(''),
    frame,
    dots,
    marks,
  };
}

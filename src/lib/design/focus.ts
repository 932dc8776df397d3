// A photo's focus (src/schemas/common.ts): the part that stays when a frame cuts the photo, one of
// nine. The build cuts each file around it (sharp's gravity, through Astro's `position`) and the
// page sets the same part as the picture's object-position, so file and page agree: a frame
// narrower than the photo keeps its left edge, its middle or its right edge, and likewise for height.
import { FOCUS_POINTS, type FocusName } from '../../conventions/focus.ts';

/** How far across and down, in percent of the photo: 0, 50 or 100. */
export interface Focus {
  x: number;
  y: number;
}

/** The point a focus names; the middle without one. */
export const focusOf = (name: FocusName | undefined): Focus => FOCUS_POINTS[name ?? 'centre'];

/** sharp's name for the part a cut keeps, by how far across and down it lies. */
const GRAVITY: Record<string, string> = {
  '0 0': 'northwest',
  '50 0': 'north',
  '100 0': 'northeast',
  '0 50': 'west',
  '50 50': 'center',
  '100 50': 'east',
  '0 100': 'southwest',
  '50 100': 'south',
  '100 100': 'southeast',
};

/** The focus as the image pipeline takes it (Astro's `position`, sharp's gravity), e.g. "north". */
export const focusGravity = ({ x, y }: Focus): string => GRAVITY[`${x} ${y}`] ?? 'center';

/** The focus as CSS's object-position takes it: "50% 0%". */
export const focusText = ({ x, y }: Focus): string => `${x}% ${y}%`;

/** The page's classes for a picture cut at `focus` (src/styles/focus.css): none at the middle, where CSS cuts anyway. */
export function focusClasses({ x, y }: Focus): string[] {
  const steps = [...(x === 50 ? [] : [`fx${x}`]), ...(y === 50 ? [] : [`fy${y}`])];
  return steps.length > 0 ? ['focus', ...steps] : [];
}

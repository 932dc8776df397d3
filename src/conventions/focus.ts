// How a photo's focus is written (src/schemas/common.ts checks it, src/lib/design/focus.ts reads
// it): which part of the photo stays when a frame cuts it, one of nine, as a compass has them.

/** The nine parts a frame can keep, in reading order, and how far across and down each lies, in percent. */
export const FOCUS_POINTS = {
  'top left': { x: 0, y: 0 },
  top: { x: 50, y: 0 },
  'top right': { x: 100, y: 0 },
  left: { x: 0, y: 50 },
  centre: { x: 50, y: 50 },
  right: { x: 100, y: 50 },
  'bottom left': { x: 0, y: 100 },
  bottom: { x: 50, y: 100 },
  'bottom right': { x: 100, y: 100 },
} as const;

export type FocusName = keyof typeof FOCUS_POINTS;

export const FOCUS_NAMES = Object.keys(FOCUS_POINTS) as FocusName[];

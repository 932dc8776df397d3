// The order lists are shown in, written once for the pages, the checks between entries and the
// tests: by position (an entry's `order`, 1 first), and a product listing then by name.

/** By position, 1 first. */
export const byPosition = (a: { order: number }, b: { order: number }): number => a.order - b.order;

/** A product listing's order: by position, then by name. */
export const listingOrder = (a: { order: number; name: string }, b: { order: number; name: string }): number =>
  byPosition(a, b) || a.name.localeCompare(b.name);

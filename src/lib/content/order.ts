// The order lists are shown in, written once for the pages, the checks between entries and the
// tests: by order (an entry's `order`, 1 first), and a product listing then by name.

/** By order, 1 first. */
export const byOrder = (a: { order: number }, b: { order: number }): number => a.order - b.order;

/** A product listing's order: by order, then by name. */
export const listingOrder = (a: { order: number; name: string }, b: { order: number; name: string }): number =>
  byOrder(a, b) || a.name.localeCompare(b.name);

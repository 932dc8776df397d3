/** Scroll distance, in CSS pixels, past which the fixed header turns compact and gains a shadow (docs/requirements.md, "Navigation and layout"). */
export const COMPACT_HEADER_THRESHOLD_PX = 50;

/** True once the page has scrolled strictly more than the threshold. */
export function isHeaderCompact(scrollY: number): boolean {
  return scrollY > COMPACT_HEADER_THRESHOLD_PX;
}

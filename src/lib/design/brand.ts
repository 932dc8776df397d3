// The brand's colours and mark, for what the site's CSS custom properties cannot reach: the
// theme-color meta tag, the favicon and app icons, the logo's SVG and the video panel (a document
// of its own). src/styles/global.css holds the same colours as tokens; a unit test keeps them equal.

export const BRAND_COLOURS = {
  /** --color-brand: the green of the header mark, buttons and headings. */
  brand: '#1d5236',
  /** --color-brand-dark: the footer and the video panel's gradient. */
  brandDark: '#123823',
  /** --color-gold: the drop in the mark, and links hovered on the dark footer. */
  gold: '#e9b44c',
  /** The video panel's play button when hovered or focused. */
  highlight: '#ffe38a',
} as const;

/** The mark on a 40-unit square: a gold drop over a white line. */
export const MARK_SVG = `<path d="M20 8c4 5 6 9 6 13a6 6 0 0 1-12 0c0-4 2-8 6-13z" fill="${BRAND_COLOURS.gold}"/><path d="M11 30h18" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`;

/** The mark on a green disc: the logo, the favicon and the app's round icon. */
export const BADGE_SVG = `<circle cx="20" cy="20" r="19" fill="${BRAND_COLOURS.brand}"/>${MARK_SVG}`;

/** A standalone SVG file of the 40-unit square `body` is drawn on (the favicon, the app icons). */
export const svgFile = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${body}</svg>`;

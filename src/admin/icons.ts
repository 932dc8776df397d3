// The editor's own icons drawn as shapes, not as characters of a font: Decap writes the new-entry
// button's plus ('＋ Product') and the form's back arrow ('←') as text, which a machine without a font
// that has them shows as an empty box. Their characters are taken out (the plus from the English
// words in decap-cms.js, the arrow hidden here) and each is drawn as a small SVG in the button's
// colour. Runs on /admin only.

/** An SVG of a 16 px square, drawn in black: a mask, so the icon takes the colour of its words. */
const svg = (paths: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${paths}</svg>`,
  )}")`;

const PLUS = svg("<path d='M8 2.5v11M2.5 8h11'/>");
const BACK = svg("<path d='M14 8H2.5M7.5 3 2.5 8l5 5'/>");

/** An icon drawn before an element's words (or in place of them), `size` square, in their colour. */
const icon = (selector: string, mask: string, size: string, gap: string) => `${selector}::before {
  content: '';
  display: inline-block;
  width: ${size};
  height: ${size};
  margin-right: ${gap};
  vertical-align: -0.1em;
  background-color: currentColor;
  -webkit-mask: ${mask} center / contain no-repeat;
  mask: ${mask} center / contain no-repeat;
}`;

/** The elements Decap draws the characters in, by the names its styles carry. */
const ICON_SELECTORS = {
  /** The new-entry button above a list. */
  newEntry: '[class*="-CollectionTopNewButton"]',
  /** The arrow of the form's link back to its list. */
  back: '[class*="-BackArrow"]',
};

const style = document.createElement('style');
style.textContent = [
  icon(ICON_SELECTORS.newEntry, PLUS, '0.8em', '0.45em'),
  // The arrow's character is drawn at no size, over Decap's own rule for it (the class named twice
  // outweighs its single class, whichever comes last).
  `${ICON_SELECTORS.back}${ICON_SELECTORS.back} { font-size: 0; line-height: 0; }`,
  icon(ICON_SELECTORS.back, BACK, '21px', '0'),
].join('\n');
document.head.append(style);

// The brand's colours live twice by necessity: as CSS tokens for the pages, and in src/lib/brand.ts
// for what CSS cannot reach (icons, the theme-color tag, the logo, the video panel). They must agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BADGE_SVG, BRAND_COLOURS, MARK_SVG } from '../../src/lib/brand';

const css = readFileSync('src/styles/global.css', 'utf8');
const token = (name: string) => css.match(new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1]?.toLowerCase();

describe('brand colours', () => {
  it.each([
    ['--color-brand', BRAND_COLOURS.brand],
    ['--color-brand-dark', BRAND_COLOURS.brandDark],
    ['--color-gold', BRAND_COLOURS.gold],
  ])('global.css %s is %s, as in brand.ts', (name, colour) => {
    expect(token(name)).toBe(colour);
  });

  it('draws the mark in gold on a disc of the brand green', () => {
    expect(MARK_SVG).toContain(`fill="${BRAND_COLOURS.gold}"`);
    expect(BADGE_SVG).toContain(`<circle cx="20" cy="20" r="19" fill="${BRAND_COLOURS.brand}"/>`);
    expect(BADGE_SVG.endsWith(MARK_SVG)).toBe(true);
  });
});

// The brand's colours live twice by necessity: as CSS tokens for the pages, and in src/lib/design/brand.ts
// for what CSS cannot reach (icons, the theme-color tag, the logo, the video panel). They must agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from '../../src/lib/design/brand.ts';

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
});

// A photo's focus, its places and what a grid shows: the focus read as the page and the image
// pipeline read it (sharp cutting a picture around each of the nine as CSS's object-position does),
// the size and shape warnings the form gives, and the one-design rule for a grid of cards.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FOCUS_NAMES, FOCUS_POINTS } from '../../src/conventions/focus.ts';
import { categoryIconSvg } from '../../src/lib/design/category-icons.ts';
import { focusClasses, focusGravity, focusOf, focusText } from '../../src/lib/design/focus.ts';
import { PLACES, neededSize, photoWarnings, widthsFor } from '../../src/lib/design/photo-places.ts';
import {
  contrastWithWhite,
  gridPictures,
  isSamplePicture,
  onceEach,
  panelGround,
  showsPhotos,
} from '../../src/lib/design/picture-choice.ts';
import { PHOTO_PLACES } from '../../src/schemas/common.ts';

describe('a focus', () => {
  it('is the middle when none is set', () => {
    expect(focusOf(undefined)).toEqual({ x: 50, y: 50 });
    expect(focusText(focusOf(undefined))).toBe('50% 50%');
    expect(focusClasses(focusOf('centre'))).toEqual([]);
  });

  it('names its part as CSS places it, in classes the stylesheet has', () => {
    const css = readFileSync('src/styles/focus.css', 'utf8');
    expect(focusText(focusOf('top'))).toBe('50% 0%');
    expect(focusText(focusOf('bottom right'))).toBe('100% 100%');
    for (const name of FOCUS_NAMES) {
      for (const name_ of focusClasses(focusOf(name))) expect(css, `.${name_} for ${name}`).toContain(`.${name_} {`);
    }
    expect(focusClasses(focusOf('top left'))).toEqual(['focus', 'fx0', 'fy0']);
  });

  // A picture with a mark in each corner and at each side's middle, cut by sharp as the build cuts
  // it; the kept part must be the one object-position keeps at the same focus.
  it.each(FOCUS_NAMES)('%s: the image pipeline cuts a wide and a tall picture where CSS would', async (name) => {
    const { x, y } = FOCUS_POINTS[name];
    for (const [width, height, frame] of [
      [400, 200, [100, 100]],
      [200, 400, [200, 100]],
    ] as const) {
      // Each column of a wide picture (each row of a tall one) shaded by half its position.
      const raw = Buffer.alloc(width * height * 3);
      for (let row = 0; row < height; row++)
        for (let column = 0; column < width; column++)
          raw.fill(Math.floor((width > height ? column : row) / 2), (row * width + column) * 3, (row * width + column) * 3 + 3);
      const cut = await sharp(raw, { raw: { width, height, channels: 3 } })
        .resize({ width: frame[0], height: frame[1], fit: 'cover', position: focusGravity(focusOf(name)) })
        .raw()
        .toBuffer();
      const first = cut[0]!;
      // What object-position keeps: the window starting that share along what the frame cuts off.
      const cutOff = width > height ? width - (height * frame[0]) / frame[1] : height - (width * frame[1]) / frame[0];
      const share = width > height ? x : y;
      expect(first, `${width} × ${height} into ${frame.join(' × ')}`).toBeCloseTo((cutOff * share) / 200, -1);
    }
  });
});

describe('the places a photo shows in', () => {
  it('are every place a photo field may name', () => {
    expect(Object.keys(PLACES).sort()).toEqual([...PHOTO_PLACES].sort());
  });

  it('are written no wider than the photo, which is never enlarged', () => {
    expect(widthsFor('product', 4000)).toEqual([...PLACES.product.widths]);
    expect(widthsFor('product', 500)).toEqual([200, 400]);
    expect(widthsFor('product', 150)).toEqual([150]);
  });

  it('warn of a photo too small for the largest place, with the size it needs', () => {
    const need = neededSize('page');
    expect(need).toEqual({ width: PLACES.page.cssWidth * 2, height: Math.round((PLACES.page.cssWidth * 2) / PLACES.page.aspect) });
    const [warning] = photoWarnings({ width: 800, height: 600 }, ['section', 'page', 'share']);
    expect(warning).toContain('800 \u00d7 600');
    expect(warning).toContain(`${need.width} \u00d7 ${need.height}`);
    expect(warning).toContain(`(${PLACES.section.label})`);
    expect(photoWarnings({ width: 4000, height: 3000 }, ['section', 'page', 'share'])).toEqual([]);
    // A tall photo in a wide frame keeps only its width: 1200 wide is enough, however tall.
    expect(photoWarnings({ width: 1200, height: 2400 }, ['page'])).toEqual([]);
    // A link preview alone never warns: apps draw it small.
    expect(photoWarnings({ width: 300, height: 200 }, ['share'])).toEqual([]);
  });

  it('warn of a wide photo for a round portrait, and not of an upright or square one', () => {
    expect(photoWarnings({ width: 1600, height: 900 }, ['portrait'])).toEqual([
      expect.stringContaining('wider than it is tall (1600 \u00d7 900)'),
    ]);
    expect(photoWarnings({ width: 900, height: 1200 }, ['portrait'])).toEqual([]);
    expect(photoWarnings({ width: 480, height: 480 }, ['portrait'])).toEqual([]);
  });
});

describe('what a grid of cards shows', () => {
  const photo = (name: string) => ({ src: `../../assets/products/${name}.jpg` });
  const drawn = (name: string) => ({ photo: photo(name), sample: [photo(name).src] });
  const own = (name: string) => ({ photo: photo(name), sample: ['spec-sheets/x.pdf'] });

  it('shows the sample\u2019s drawings only where every card has one', () => {
    const all = gridPictures([drawn('a'), drawn('b')]);
    expect(all.map(({ kind }) => kind)).toEqual(['drawing', 'drawing']);
    expect(showsPhotos(all)).toBe(false);
    // A card with no picture (a new product): the drawings beside it give way to panels.
    expect(gridPictures([drawn('a'), {}]).map(({ kind }) => kind)).toEqual(['panel', 'panel']);
  });

  it('shows the business\u2019s photos beside panels, never beside a drawing', () => {
    const shown = gridPictures([own('a'), drawn('b'), {}]);
    expect(shown.map(({ kind }) => kind)).toEqual(['photo', 'panel', 'panel']);
    expect(showsPhotos(shown)).toBe(true);
    expect(gridPictures([own('a'), own('b')]).map(({ kind }) => kind)).toEqual(['photo', 'photo']);
  });

  it('shows one photo on one card only: a card copied with another\u2019s photo shows its panel', () => {
    expect(gridPictures([own('a'), own('b'), own('a')]).map(({ kind }) => kind)).toEqual(['photo', 'photo', 'panel']);
    const people = onceEach([{ name: 'Craig', photo: photo('craig') }, { name: 'Hine', photo: photo('craig') }, { name: 'Ana' }]);
    expect(people.map(({ photo }) => photo)).toEqual([photo('craig'), undefined, undefined]);
  });

  it('reads a picture as the sample\u2019s while its file is one of the entry\u2019s sample values, however the file is given', () => {
    const sample = ['../../assets/products/a.jpg'];
    expect(isSamplePicture(sample, photo('a'))).toBe(true);
    expect(isSamplePicture(sample, { src: { src: '/_astro/a.Xy12.jpg', fsPath: '/work/site/src/assets/products/a.jpg' } })).toBe(true);
    // As the content layer gives a picture in a build: a proxy that answers for its file when asked, though it does not list it.
    const proxied = new Proxy(
      { src: '/_astro/a.Xy12.jpg', width: 800 },
      {
        get: (target, name) => (name === 'fsPath' ? '/work/site/src/assets/products/a.jpg' : target[name as keyof typeof target]),
      },
    );
    expect(isSamplePicture(sample, { src: proxied })).toBe(true);
    expect(isSamplePicture(sample, photo('b'))).toBe(false);
    expect(isSamplePicture(undefined, photo('a'))).toBe(false);
  });

  it('draws a panel\u2019s words white on the category\u2019s colour at AAA contrast, its hue kept', () => {
    for (const colour of ['#1d5236', '#9a6a00', '#7a4a12', '#4a5551', '#e9b44c', '#ffffff']) {
      const ground = panelGround(colour);
      expect(contrastWithWhite(ground), `${colour} → ${ground}`).toBeGreaterThanOrEqual(7);
    }
    // A colour dark enough already is kept as it is.
    expect(panelGround('#1d5236')).toBe('#1d5236');
  });
});

describe('the category icons', () => {
  it('are an SVG document for every icon, in the category\u2019s colour', () => {
    for (const icon of ['cow', 'calf', 'sheep', 'deer', 'goat', 'chicken', 'molasses'] as const) {
      const svg = categoryIconSvg(icon, '#7a4a12');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48"[^>]*fill="#7a4a12">/);
      expect(svg).toContain('<path d="M');
    }
  });
});

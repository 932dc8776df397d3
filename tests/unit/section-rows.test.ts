// Which sections share a row on a wide screen (src/lib/content/section-rows.ts).
import { describe, expect, it } from 'vitest';
import { isSingleColumn } from '../../src/schemas/section-kinds';
import { sectionRows } from '../../src/lib/content/section-rows';
import type { Section } from '../../src/schemas/section-kinds';

// Only the fields the rule reads are filled in.
const section = (fields: Record<string, unknown>) => fields as unknown as Section;

describe('isSingleColumn', () => {
  it('takes text without a photo, a video and a single testimonial as one column', () => {
    expect(isSingleColumn(section({ type: 'text', items: [] }), 0)).toBe(true);
    expect(isSingleColumn(section({ type: 'video' }), 0)).toBe(true);
    expect(isSingleColumn(section({ type: 'list', list: 'featured-testimonials' }), 1)).toBe(true);
    expect(isSingleColumn(section({ type: 'list', list: 'testimonials' }), 1)).toBe(true);
  });

  it('leaves text beside a photo, grids of cards and longer lists a row of their own', () => {
    expect(isSingleColumn(section({ type: 'text', photo: { alt: 'A shed' } }), 0)).toBe(false);
    expect(isSingleColumn(section({ type: 'list', list: 'featured-testimonials' }), 2)).toBe(false);
    expect(isSingleColumn(section({ type: 'list', list: 'staff' }), 1)).toBe(false);
    for (const type of ['cards', 'facts', 'gallery', 'key-figures', 'category-tiles'])
      expect(isSingleColumn(section({ type }), 0), type).toBe(false);
  });
});

describe('sectionRows', () => {
  const single = (name: string) => name.startsWith('one');

  it('pairs single-column sections in order, two to a row', () => {
    expect(sectionRows(['wide', 'one-a', 'one-b', 'one-c', 'one-d'], single)).toEqual([['wide'], ['one-a', 'one-b'], ['one-c', 'one-d']]);
  });

  it('ends an odd run of three or more with a row of three, so none is left alone', () => {
    expect(sectionRows(['wide', 'one-a', 'one-b', 'one-c', 'wide'], single)).toEqual([['wide'], ['one-a', 'one-b', 'one-c'], ['wide']]);
    expect(sectionRows(['one-a', 'one-b', 'one-c', 'one-d', 'one-e'], single)).toEqual([
      ['one-a', 'one-b'],
      ['one-c', 'one-d', 'one-e'],
    ]);
  });

  it('leaves a single-column section alone between wide ones, or with none', () => {
    expect(sectionRows(['one-a', 'wide', 'one-b', 'one-c', 'wide', 'one-d'], single)).toEqual([
      ['one-a'],
      ['wide'],
      ['one-b', 'one-c'],
      ['wide'],
      ['one-d'],
    ]);
    expect(sectionRows([], single)).toEqual([]);
  });
});

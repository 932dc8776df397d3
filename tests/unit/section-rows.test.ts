// Which sections share a row on a wide screen (src/lib/content/section-rows.ts).
import { describe, expect, it } from 'vitest';
import { isSingleColumn, sectionLines } from '../../src/schemas/section-kinds.ts';
import { sectionRows } from '../../src/lib/content/section-rows.ts';
import type { Section } from '../../src/schemas/section-kinds.ts';

// Only the fields the rule reads are filled in.
const section = (fields: Record<string, unknown>) => fields as unknown as Section;

describe('sectionLines', () => {
  it('counts a text section\u2019s lines from its heading, words, points and buttons', () => {
    const short = section({ type: 'text', text: 'We run our own blending plant.', items: [], pdfs: [], actions: [] });
    const long = section({
      type: 'text',
      text: 'x'.repeat(120),
      items: [{ text: 'PKE' }, { text: 'Tapioca' }],
      pdfs: [],
      actions: [{ label: 'Go', href: '/' }],
    });
    expect(sectionLines(short)).toBe(3);
    expect(sectionLines(long)).toBe(2 + 3 + 2 + 2);
    expect(sectionLines(section({ type: 'cards' }))).toBe(1);
  });
});

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

  // Each name ends in its length in lines: one-a-4 is a single column of four lines.
  const lines = (name: string) => Number(name.split('-').at(-1));

  it('pairs only sections of about the same length: a short one beside a long one has a row of its own', () => {
    expect(sectionRows(['one-a-4', 'one-b-13', 'one-c-9', 'one-d-10'], single, lines)).toEqual([
      ['one-a-4'],
      ['one-b-13', 'one-c-9', 'one-d-10'],
    ]);
    expect(sectionRows(['one-a-4', 'one-b-8', 'one-c-20'], single, lines)).toEqual([['one-a-4', 'one-b-8'], ['one-c-20']]);
    expect(sectionRows(['one-a-3', 'one-b-7'], single, lines)).toEqual([['one-a-3'], ['one-b-7']]);
  });
});

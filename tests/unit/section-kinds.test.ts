// What each kind of section lends its page and links to, and the component that draws it (src/schemas/section-kinds.ts).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sectionComponentFile, sectionKinds, sectionLinks, sectionPicture, sectionPreviews } from '../../src/schemas/section-kinds.ts';
import { withoutImagePipeline } from '../../src/collections.ts';
import type { Section } from '../../src/schemas/section-kinds.ts';

// Only the fields the rules read are filled in.
const section = (fields: Record<string, unknown>) => fields as unknown as Section;
const shed = { src: 'shed.jpg', alt: 'A shed' };
const silo = { src: 'silo.jpg', alt: 'A silo' };

describe('sectionPicture', () => {
  it('lends a text section’s photo, a gallery’s first photo and a video’s poster', () => {
    expect(sectionPicture(section({ type: 'text', photo: shed, actions: [] }))).toEqual(shed);
    expect(sectionPicture(section({ type: 'gallery', photos: [silo, shed] }))).toEqual(silo);
    expect(sectionPicture(section({ type: 'video', poster: shed }))).toEqual(shed);
  });

  it('lends nothing from a section without a picture', () => {
    expect(sectionPicture(section({ type: 'text', actions: [] }))).toBeUndefined();
    expect(sectionPicture(section({ type: 'video' }))).toBeUndefined();
    expect(sectionPicture(section({ type: 'list', list: 'staff' }))).toBeUndefined();
  });
});

describe('sectionLinks', () => {
  it('names every button and card link by its key path inside the section', () => {
    const cards = section({ type: 'cards', cards: [{ href: '/molasses' }, {}, { href: '/conedose' }], actions: [{ href: '/contact-us' }] });
    expect(sectionLinks(cards)).toEqual([
      ['cards.0.href', '/molasses'],
      ['cards.2.href', '/conedose'],
      ['actions.0.href', '/contact-us'],
    ]);
    expect(sectionLinks(section({ type: 'facts', facts: [], actions: [{ href: '/feed-trailers' }] }))).toEqual([
      ['actions.0.href', '/feed-trailers'],
    ]);
    expect(sectionLinks(section({ type: 'gallery', photos: [shed, silo] }))).toEqual([]);
  });
});

describe('sectionPreviews', () => {
  it('says for every kind how its preview draws it, from fields the kind has', () => {
    const previews = sectionPreviews();
    expect(Object.keys(previews)).toEqual(Object.keys(sectionKinds));
    for (const [type, kind] of Object.entries(sectionKinds)) {
      const fieldNames = Object.keys(kind.fields(withoutImagePipeline));
      const named = previews[type]!.parts.flatMap((part) =>
        Object.entries(part).filter(([key]) => key !== 'note' && key !== 'labels' && key !== 'text'),
      );
      expect(previews[type]!.parts.length, type).toBeGreaterThan(0);
      for (const [, field] of named) expect(fieldNames, `${type} previews ${String(field)}`).toContain(field);
    }
  });
});

describe('sectionComponentFile', () => {
  it('names the component after the kind', () => {
    expect(sectionComponentFile('text')).toBe('TextSection.astro');
    expect(sectionComponentFile('key-figures')).toBe('KeyFiguresSection.astro');
  });

  it('names a file that exists for every kind, and every such file draws a kind', () => {
    const files = readdirSync('src/components/sections').filter((file) => file.endsWith('Section.astro'));
    expect(Object.keys(sectionKinds).map(sectionComponentFile).sort()).toEqual(files.sort());
  });
});

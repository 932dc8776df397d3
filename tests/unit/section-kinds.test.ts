// What each kind of section lends its page and links to (src/lib/content/section-kinds.ts).
import { describe, expect, it } from 'vitest';
import { sectionLinks, sectionPicture, sectionPreviewNote, sectionRules } from '../../src/lib/content/section-kinds';
import type { Section } from '../../src/schemas/pages';

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

describe('sectionPreviewNote', () => {
  it('says what a kind draws from elsewhere, and nothing for a kind the form does not know', () => {
    expect(sectionPreviewNote('key-figures')).toMatch(/year founded/);
    expect(sectionPreviewNote('text')).toBeUndefined();
    expect(sectionPreviewNote('toString')).toBeUndefined();
    expect(Object.keys(sectionRules)).toContain('category-tiles');
  });
});

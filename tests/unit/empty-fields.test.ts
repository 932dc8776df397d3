// @vitest-environment node
// A field an editor clears leaves the file: before a save, the editor removes exactly what the
// site reads as left out (withoutEmptyValues, and the schemas' defaults), so the saved file and the
// site agree, and the file reads as a person would write it.
import { describe, expect, it } from 'vitest';
import { emptyPaths, withoutPaths } from '../../src/admin/empty-fields.ts';
import { defaultValues } from '../../src/admin/field-defaults.ts';
import { withoutEmptyValues } from '../../src/loaders/prepare-entries.ts';

describe('emptyPaths', () => {
  const entry = {
    name: 'Barley Pellets',
    strapline: '',
    summary: '  ',
    specSheet: null,
    photo: { src: '', alt: 'A bag of barley pellets' },
    feeding: ['Up to 2 kg a day', '', 'Ad lib for calves', ''],
    nutrition: [
      { label: 'Protein', value: '12%' },
      { label: '', value: '' },
    ],
    sections: [{ type: 'text', heading: 'Why barley', text: '', photo: { src: '' } }],
    links: [],
    body: '',
  };

  it('takes out what the site reads as left out, and nothing else', () => {
    const { body, ...fields } = entry;
    const cleaned = withoutPaths(entry, emptyPaths(entry)) as Record<string, unknown>;
    // What the site reads, but for the emptied list, which it reads as its default: none.
    const { links, ...read } = withoutEmptyValues(fields) as Record<string, unknown>;
    expect(links).toEqual([]);
    expect({ ...cleaned, body: undefined }).toEqual({ ...read, body: undefined });
    expect(cleaned).not.toHaveProperty('strapline');
    // An emptied list leaves the file as a cleared field does: no `links: []`.
    expect(cleaned).not.toHaveProperty('links');
    expect(cleaned['feeding']).toEqual(['Up to 2 kg a day', 'Ad lib for calves']);
    // The text of a Markdown entry stays, empty or not: the editor writes the file's text from it.
    expect(cleaned['body']).toBe(body);
  });

  it('takes out a list whose every item was cleared, the only former address removed among them', () => {
    const entry = { name: 'Crushed Grain', formerPaths: [], feeding: ['', ' '], packSizes: ['Bulk'] };
    expect(withoutPaths(entry, emptyPaths(entry))).toEqual({ name: 'Crushed Grain', packSizes: ['Bulk'] });
  });

  it('takes out a value the site assumes where it is left out, and keeps any other', () => {
    const product = { name: 'Hay', availability: 'on-sale' };
    expect(withoutPaths(product, emptyPaths(product, defaultValues('products')))).toEqual({ name: 'Hay' });
    expect(emptyPaths({ name: 'Hay', availability: 'paused' }, defaultValues('products'))).toEqual([]);
    const page = {
      title: 'Trailers',
      categoryBar: false,
      sections: [
        { type: 'text', heading: 'Hire', tone: 'plain' },
        { type: 'text', heading: 'Mind the gate', tone: 'warning' },
      ],
    };
    expect(withoutPaths(page, emptyPaths(page, defaultValues('pages')))).toEqual({
      title: 'Trailers',
      sections: [
        { type: 'text', heading: 'Hire' },
        { type: 'text', heading: 'Mind the gate', tone: 'warning' },
      ],
    });
  });

  it('finds nothing in an entry with nothing cleared', () => {
    expect(emptyPaths({ name: 'Pke', feeding: ['3 kg'], photo: { src: 'a.jpg' }, order: 0, featured: false })).toEqual([]);
  });
});

// @vitest-environment node
// A field listed as a sample that the office changes leaves the sample list on save; the others stay.
import { describe, expect, it } from 'vitest';
import { editedSamples, fileData } from '../../src/admin/sample-fields';

const before = {
  quote: 'The calf meal arrived the day after we rang.',
  author: 'Sam Te Awa',
  photo: { src: '../../assets/staff/sam.jpg', alt: 'Sam' },
  sections: [{ heading: 'Our mill' }, { heading: 'Our trucks' }],
  sample: ['quote', 'author', 'photo', 'heading'],
};

describe('editedSamples', () => {
  it('names the sample fields whose values changed, at any depth, and none that did not', () => {
    expect(editedSamples(before.sample, before, before)).toEqual([]);
    expect(editedSamples(before.sample, before, { ...before, quote: 'Our own words, at last.' })).toEqual(['quote']);
    expect(editedSamples(before.sample, before, { ...before, photo: { ...before.photo, alt: 'Sam at the yard' } })).toEqual(['photo']);
    expect(editedSamples(before.sample, before, { ...before, sections: [{ heading: 'Our mill' }, { heading: 'Our fleet' }] })).toEqual([
      'heading',
    ]);
  });

  it('takes the same values in another order of keys as no change (the form keeps its own order)', () => {
    const settings = { name: 'Southland Stockfeed', closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }], sample: ['name'] };
    const asTheFormHoldsIt = { closedDays: settings.closedDays, sample: settings.sample, name: settings.name };
    expect(editedSamples(['name'], settings, asTheFormHoldsIt)).toEqual([]);
    expect(editedSamples(['name'], settings, { ...asTheFormHoldsIt, name: 'Southland Stockfeed & Molasses' })).toEqual(['name']);
  });

  it('reads a name the entry holds itself as that field alone: a closed day\u2019s name is not the company\u2019s', () => {
    const settings = { name: 'Southland Stockfeed', closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }], sample: ['name'] };
    const staffDay = { ...settings, closedDays: [...settings.closedDays, { date: '2027-01-06', name: 'Staff day' }] };
    expect(editedSamples(['name', 'closedDays'], settings, staffDay)).toEqual(['closedDays']);
  });

  it('takes spaces around words as no change, and a cleared field as one', () => {
    expect(editedSamples(['author'], before, { ...before, author: ' Sam Te Awa ' })).toEqual([]);
    const { author: _author, ...cleared } = before;
    expect(editedSamples(['author'], before, cleared)).toEqual(['author']);
  });
});

describe('fileData', () => {
  it('reads a YAML entry, and a Markdown entry with its front matter and text', () => {
    expect(fileData('author: Sam Te Awa\nsample:\n  - author\n')).toEqual({ author: 'Sam Te Awa', sample: ['author'] });
    expect(fileData('---\ntitle: About us\n---\nWe sell feed.\n')).toEqual({ title: 'About us', body: 'We sell feed.\n' });
    expect(fileData('')).toBeUndefined();
    expect(fileData('key: [unclosed')).toBeUndefined();
  });
});

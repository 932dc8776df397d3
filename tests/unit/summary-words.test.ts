// @vitest-environment node
// A folded row of a list reads as the office wrote it (src/admin/summary-words.ts), never as the data
// holds it: no `List [ … ]`, no stored value of a choice, no field's key. Checked on the editor's own
// configuration, so a list added to a schema is worded too.
import { describe, expect, it } from 'vitest';
import { cardWords, rowWords, sampleWords, type RowField } from '../../src/admin/summary-words.ts';
import { spokenHours, type HoursRow } from '../../src/conventions/opening-hours.ts';
import { testEditorConfig } from '../fixtures/decap-format.ts';

const config = testEditorConfig([{ id: 'dairy', title: 'Dairy Feed' }]);

/** A field of a collection's form by its path of names, e.g. locations › openingHours. */
function fieldAt(collection: string, ...names: string[]): RowField {
  const entry = config.collections.find(({ name }) => name === collection) as { fields?: RowField[]; files?: { fields: RowField[] }[] };
  let fields = entry.fields ?? entry.files![0]!.fields;
  let field: RowField | undefined;
  for (const name of names) {
    field = fields.find((each) => each.name === name);
    fields = [...(field?.fields ?? []), ...(field?.types ?? [])];
  }
  return field!;
}

/** Every list of the configuration, with where it is. */
function lists(fields: readonly RowField[], at: string): { at: string; field: RowField }[] {
  return fields.flatMap((field) => [
    ...((field as { widget?: string }).widget && ['list', 'photos'].includes(field.widget!) ? [{ at: `${at}.${field.name}`, field }] : []),
    ...lists([...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])], `${at}.${field.name}`),
  ]);
}

describe('rowWords', () => {
  it('says a row of hours as the page says it', () => {
    const hours = fieldAt('locations', 'openingHours');
    const row: HoursRow = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' };
    expect(rowWords(hours, row)).toBe(spokenHours([row])[0]);
    expect(rowWords(hours, row)).toMatch(/^Mon\u2013\u2060Fri 7\.30\u00a0am\u00a0\u2013\u2060\u00a05\u00a0pm$/);
    // A row still being filled in: what there is, in words, never a list's innards.
    expect(rowWords(hours, { days: ['sat'] })).toBe('Saturday');
    expect(rowWords(hours, {})).toBe('New row of hours');
  });

  it('says a section by its heading and its list by the name the form gives it', () => {
    const sections = fieldAt('pages', 'sections');
    const choice = sections.types!.find(({ name }) => name === 'list')!.fields!.find(({ name }) => name === 'list')!;
    const { value: list, label } = choice.options![0] as { value: string; label: string };
    expect(label).not.toBe(list);
    expect(rowWords(sections, { type: 'list', heading: 'Our team', list })).toBe(`Our team \u00b7 ${label}`);
    expect(rowWords(sections, { type: 'text' })).toBe('(no heading)');
  });

  it('words every list of every form with no List [ … ], no stored choice and no field\u2019s key', () => {
    const all = (config.collections as { name: string; fields?: RowField[]; files?: { fields: RowField[] }[] }[]).flatMap((collection) =>
      lists(collection.fields ?? collection.files![0]!.fields, collection.name),
    );
    expect(all.length).toBeGreaterThan(10);
    for (const { at, field } of all) {
      for (const item of [{}, null, '']) {
        const words = rowWords(field, item);
        expect(words, at).not.toMatch(/List \[|^No \w+$|undefined|\[object/);
        expect(words.length, at).toBeGreaterThan(0);
      }
    }
  });
});

describe('the words of a folded list, a sample value and a list\u2019s card', () => {
  it('counts a folded list by the name of several of its items, never by the field\u2019s label', () => {
    const all = (config.collections as { name: string; fields?: RowField[]; files?: { fields: RowField[] }[] }[]).flatMap((collection) =>
      lists(collection.fields ?? collection.files![0]!.fields, collection.name),
    );
    for (const { at, field } of all) {
      const several = (field as { label_plural?: string }).label_plural;
      expect(several, at).toBeTruthy();
      expect(several, at).not.toBe(field.label_singular);
    }
    // The lists the office read as "4 office closed on", "4 what to have ready" and "2 opening hours".
    const plural = (...at: [string, ...string[]]) => (fieldAt(...at) as { label_plural?: string }).label_plural;
    expect([plural('settings', 'closedDays'), plural('settings', 'account', 'ready'), plural('locations', 'openingHours')]).toEqual([
      'closed days',
      'things to have ready',
      'rows of hours',
    ]);
  });

  it('says a sample row of hours as the page does, and a sample picture or PDF by its file\u2019s name alone', () => {
    const row: HoursRow = { days: ['sat'], opens: '08:00', closes: '12:00' };
    expect(sampleWords(row)).toBe(spokenHours([row])[0]);
    expect(sampleWords('../../assets/products/calf-pellets.jpg')).toBe('the picture calf-pellets.jpg');
    expect(sampleWords('spec-sheets/calf-pellets.pdf')).toBe('the PDF calf-pellets.pdf');
    expect(sampleWords('Calf Pellets')).toBe('\u201cCalf Pellets\u201d');
    expect(sampleWords({ words: 'through Timaru' })).toBe('\u201cthrough Timaru\u201d (in the words)');
  });

  it('says a card\u2019s chosen category by its title and a choice by its label, and leaves the name as it is', () => {
    const availability = fieldAt('products', 'availability');
    const options = availability.options as { value: string; label: string }[];
    const words = { names: { calf: 'Calf Feed' }, labels: Object.fromEntries(options.map(({ value, label }) => [value, label])) };
    const paused = options.find(({ value }) => value === 'paused')!;
    expect(cardWords('Calf Pellets \u00b7 calf \u00b7 order 3 \u00b7 on-sale', words)).toBe(
      `Calf Pellets \u00b7 Calf Feed \u00b7 order 3 \u00b7 ${options.find(({ value }) => value === 'on-sale')!.label.toLowerCase()}`,
    );
    expect(cardWords('calf \u00b7 calf \u00b7 order last \u00b7 paused', words)).toBe(
      `calf \u00b7 Calf Feed \u00b7 order last \u00b7 ${paused.label.replace(/\s*\(.*\)$/, '').toLowerCase()}`,
    );
  });
});

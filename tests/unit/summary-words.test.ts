// @vitest-environment node
// A folded row of a list reads as the office wrote it (src/admin/summary-words.ts), never as the data
// holds it: no `List [ … ]`, no stored value of a choice, no field's key. Checked on the editor's own
// configuration, so a list added to a schema is worded too.
import { describe, expect, it } from 'vitest';
import { rowWords, type RowField } from '../../src/admin/summary-words.ts';
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

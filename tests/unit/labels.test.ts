// @vitest-environment node
// Messages name a field as the editor's form does: its labels from the entry down, a list's item by its place.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../../src/schemas/catalogue.ts';
import { staffSchema } from '../../src/schemas/company.ts';
import { fieldLabels, ordinal } from '../../src/schemas/labels.ts';
import { pageSchema } from '../../src/schemas/pages.ts';
import { withoutImagePipeline } from '../../src/collections.ts';

const context = withoutImagePipeline;

describe('fieldLabels', () => {
  it('names a field by its label, a list item by its place and what it is', () => {
    expect(fieldLabels(staffSchema(context), ['location'])).toEqual(['Based at']);
    expect(fieldLabels(staffSchema(context), ['phones', 1])).toEqual(['Phone numbers', '2nd phone number']);
    expect(fieldLabels(productSchema(context), ['links', 0, 'href'])).toEqual(['Related links', '1st link', 'Address']);
    expect(fieldLabels(staffSchema(context), ['photo', 'alt'])).toEqual(['Photo', 'Photo description']);
  });

  it('finds a field of a page section of any kind', () => {
    expect(fieldLabels(pageSchema(context), ['sections', 0, 'heading'])).toEqual([
      expect.any(String),
      expect.stringMatching(/^1st /),
      'Heading',
    ]);
  });

  it('has no labels for a field the schema does not have, and none for the entry as a whole', () => {
    expect(fieldLabels(staffSchema(context), ['specsheet'])).toBeUndefined();
    expect(fieldLabels(staffSchema(context), [])).toEqual([]);
  });

  it('says a place in a list as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('labels every field a staff entry may have', () => {
    const fields = Object.keys((z.toJSONSchema(staffSchema(context), { io: 'input' }) as { properties: object }).properties);
    expect(fields).toEqual(expect.arrayContaining(['name', 'phones', 'location', 'photo']));
    for (const key of fields) expect(fieldLabels(staffSchema(context), [key]), key).toBeDefined();
  });
});

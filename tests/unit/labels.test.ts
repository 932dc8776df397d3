// @vitest-environment node
// Messages name a field as the editor's form does, with the key path after it for developers.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../../src/schemas/catalogue';
import { staffSchema } from '../../src/schemas/company';
import { fieldLabels, fieldName } from '../../src/schemas/labels';
import { pageSchema } from '../../src/schemas/pages';
import { withoutImagePipeline } from '../../src/collections';

const context = withoutImagePipeline;

describe('fieldName', () => {
  it('names a field by its label, a list item by what it is and its number, the key path after', () => {
    expect(fieldName(staffSchema(context), ['location'])).toBe('Based at \u2014 location');
    expect(fieldName(staffSchema(context), ['phones', 1])).toBe('Phone numbers \u203a phone number 2 \u2014 phones.1');
    expect(fieldName(productSchema(context), ['links', 0, 'href'])).toBe('Related links \u203a link 1 \u203a Address \u2014 links.0.href');
    expect(fieldName(staffSchema(context), ['photo', 'alt'])).toBe('Photo \u203a Photo description \u2014 photo.alt');
  });

  it('finds a field of a page section of any kind', () => {
    expect(fieldLabels(pageSchema(context), ['sections', 0, 'heading'])).toEqual([
      expect.any(String),
      expect.stringMatching(/ 1$/),
      'Heading',
    ]);
  });

  it('falls back to the key path for a field the schema does not have, and names the entry as a whole', () => {
    expect(fieldName(staffSchema(context), ['specsheet'])).toBe('specsheet');
    expect(fieldName(staffSchema(context), [])).toBe('entry');
  });

  it('labels every field a staff entry may have', () => {
    const fields = Object.keys((z.toJSONSchema(staffSchema(context), { io: 'input' }) as { properties: object }).properties);
    expect(fields).toEqual(expect.arrayContaining(['name', 'phones', 'location', 'photo']));
    for (const key of fields) expect(fieldLabels(staffSchema(context), [key]), key).toBeDefined();
  });
});

// @vitest-environment node
// The settings the integrations read outside the content layer (the site's address for the
// sitemap, the video host for _headers): the content folder's settings file, validated with the
// settings collection's schema. Read from a content folder of this file's own (tests/fixtures/entries.ts).
import { afterAll, expect, it, vi } from 'vitest';
import { SETTINGS_FILE, readSiteSettings } from '../../src/integrations/site-settings.ts';
import { settings } from '../fixtures/entries.ts';

const content = await vi.hoisted(async () => (await import('../fixtures/entries.ts')).contentFolder());
afterAll(() => content.remove());

it('reads the settings file of the content folder, phones in their dialling form, without the picture', () => {
  const entry = settings('site');
  expect(SETTINGS_FILE).toBe(content.fileOf(entry));
  const read = readSiteSettings();
  expect(read).toMatchObject({ name: entry.data.name, freePhone: { display: entry.data.freePhone, tel: '0800333444' } });
  expect(read).not.toHaveProperty('picture');
});

it('refuses settings that break the schema, naming the file and the field', () => {
  const entry = settings('site', { emails: [{ label: 'Orders', address: 'orders@fixture-feeds.example' }] });
  const file = content.write({ ...entry, collection: 'settings', id: 'broken' });
  expect(() => readSiteSettings(file)).toThrow(new RegExp(`^${file}: .*emails: must list exactly two addresses$`));
});

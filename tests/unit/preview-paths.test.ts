// @vitest-environment node
// A deploy preview answers the editor's "view preview" link for every entry with a page; a
// production build has no such addresses. The entries are read, with the addresses the site works
// out for them, from a content folder of this file's own (tests/fixtures/entries.ts).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { isPreviewBuild, previewPaths } from '../../src/lib/paths/preview-paths.ts';
import { PREVIEW_PREFIX, pagePath } from '../../src/conventions/paths.ts';
import { readSite } from '../../src/validation/content.ts';

const content = await vi.hoisted(async () => (await import('../fixtures/entries.ts')).contentFolder());
afterAll(() => content.remove());

describe('previewPaths', () => {
  const { entries } = readSite();
  const addresses = previewPaths(entries);

  it('leads from /preview/<collection>/<file name> to the page of every page, category and product', () => {
    expect(entries.categories.length * entries.products.length * entries.pages.length).toBeGreaterThan(0);
    expect(addresses.size).toBe(entries.pages.length + entries.categories.length + entries.products.length);
    for (const { id } of entries.pages) expect(addresses.get(`${PREVIEW_PREFIX}/pages/${id}`)).toBe(pagePath(id));
    for (const { id, data } of entries.categories) expect(addresses.get(`${PREVIEW_PREFIX}/categories/${id}`)).toBe(data.path);
    for (const { id, data } of entries.products) expect(addresses.get(`${PREVIEW_PREFIX}/products/${id}`)).toBe(data.path);
  });
});

describe('isPreviewBuild', () => {
  it('is true on a Netlify deploy preview or where DEPLOY_PREVIEW=1 is set, and false for production', () => {
    expect(isPreviewBuild({ CONTEXT: 'deploy-preview' })).toBe(true);
    expect(isPreviewBuild({ DEPLOY_PREVIEW: '1' })).toBe(true);
    expect(isPreviewBuild({ CONTEXT: 'production' })).toBe(false);
    expect(isPreviewBuild({})).toBe(false);
  });
});

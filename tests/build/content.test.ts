// The content the site was built from (CONTENT_DIR), read through the build's loaders: its old
// addresses land on its pages, the navigation leads to pages it has, and the settings dial the
// numbers people read. Whatever the business publishes; the spec's own values are in tests/spec.
import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../../src/integrations/site-settings.ts';
import { flattenNav } from '../../src/lib/paths/navigation.ts';
import { contentRoutes, oldPaths } from '../fixtures/site-content.ts';

describe('the content being built', () => {
  it('lands every old address on one of its pages, in one hop, and shadows none', () => {
    for (const [source, target] of oldPaths) {
      expect(contentRoutes, `${source} → ${target}`).toContain(target);
      expect(contentRoutes, `${source} shadows a page`).not.toContain(source);
    }
  });

  it('writes old addresses without a trailing slash', () => {
    for (const [source] of oldPaths) expect(source).toMatch(/^\/[a-z0-9/-]*[a-z0-9]$/);
  });

  it('has a page for every navigation link', () => {
    for (const { href } of flattenNav()) expect(contentRoutes).toContain(href);
  });

  it('has settings that pass, with phone numbers dialled from the digits people read', () => {
    const settings = readSiteSettings();
    for (const { display, tel } of [settings.freePhone, settings.officePhone]) {
      expect(tel.replace(/\D/g, '').endsWith(display.replace(/\D/g, '').replace(/^0/, ''))).toBe(true);
    }
    expect(settings.videoEmbedBase).toMatch(/^https:\/\/[^;'"\s]+\/$/);
  });
});

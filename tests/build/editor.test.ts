// The browser editor stays apart from the public site: /admin is kept out of search engines and
// the sitemap, no public page links to it or loads its script, and its configuration is the one
// generated from the schemas, finding every picture the content has.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DIST, listPages } from '../../scripts/lib/site-metrics.ts';
import { COLLECTION_NAMES } from '../../src/collections.ts';
import { rawEntries } from '../../src/loaders/prepare-entries.ts';
import { someOf } from '../fixtures/site-content.ts';
import { isEditorPath } from '../../src/conventions/paths.ts';

/** Every picture path an entry's data gives (a photo's `src`), at any depth. */
const pictureSources = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(pictureSources)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => (key === 'src' && typeof item === 'string' ? [item] : pictureSources(item)))
      : [];

const publicPages = listPages(DIST).filter(({ path }) => !isEditorPath(path));

describe('/admin', () => {
  const admin = readFileSync(join(DIST, 'admin.html'), 'utf8');

  it('is kept out of search engines and the sitemap', () => {
    expect(admin).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8')).not.toContain('/admin');
  });

  it('loads the editor and its generated configuration', () => {
    expect(admin).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(admin).toContain('href="/admin/config.yml"');
    const config = parse(readFileSync(join(DIST, 'admin/config.yml'), 'utf8')) as { collections: { name: string }[] };
    expect(config.collections.map(({ name }) => name)).toContain('products');
  });

  it('finds each picture of an entry in its collection\u2019s media folder, where that form uploads to', () => {
    // Decap looks a picture up by its file name in the collection's media folder: one kept
    // elsewhere shows blank in the form, the preview and the media library. The folder is named
    // from the project's root (a new entry has no file to start from); what a pick writes is
    // relative to the entry, as the image pipeline reads it.
    const config = parse(readFileSync(join(DIST, 'admin/config.yml'), 'utf8')) as { collections: Record<string, unknown>[] };
    let pictures = 0;
    for (const name of COLLECTION_NAMES) {
      const collection = config.collections.find((c) => c['name'] === name)!;
      const mediaFolder = String(collection['media_folder']);
      expect(mediaFolder, name).toMatch(/^\//);
      for (const { file, data } of rawEntries(name)) {
        for (const src of pictureSources(data)) {
          pictures += 1;
          const folder = dirname(resolve(dirname(file), src));
          expect(resolve(mediaFolder.slice(1)), `${file}: ${src}`).toBe(folder);
          expect(resolve(dirname(file), String(collection['public_folder'])), `${file}: ${src}`).toBe(folder);
        }
      }
    }
    expect(pictures).toBeGreaterThan(0);
  });

  it.each(someOf(publicPages, 'public page'))('$path neither links to the editor nor loads its files', ({ file }) => {
    const html = readFileSync(join(DIST, file), 'utf8');
    expect(html).not.toMatch(/href="\/admin|src="\/admin|decap/i);
  });
});

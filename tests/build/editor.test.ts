// The browser editor stays apart from the public site: /admin is kept out of search engines and
// the sitemap, no public page links to it or loads its script, and its configuration is the one
// generated from the schemas.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DIST, listPages } from '../../scripts/lib/site-metrics';
import { someOf } from '../fixtures/site-content';

const publicPages = listPages(DIST).filter(({ path }) => path !== '/admin');

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

  it.each(someOf(publicPages, 'public page'))('$path neither links to the editor nor loads its files', ({ file }) => {
    const html = readFileSync(join(DIST, file), 'utf8');
    expect(html).not.toMatch(/href="\/admin|src="\/admin|decap/i);
  });
});

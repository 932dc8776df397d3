// The sitemap: every built page that search engines may index. A page that asks not to be
// indexed (an old address, the not-found page) is left out by reading its own robots tag, so the
// sitemap follows the pages the build made rather than a second list of them; the site's own
// pages (the editor, the offline page) are left out by their reserved paths.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sitemap from '@astrojs/sitemap';
import type { AstroIntegration } from 'astro';
import { pageFileFor } from '../lib/built/built-site.ts';
import { isReservedPath, normalisePath } from '../conventions/paths.ts';

const NOINDEX = /<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/;

export function siteMap(): AstroIntegration[] {
  let outDir: URL | undefined;
  return [
    { name: 'sitemap-pages', hooks: { 'astro:config:done': ({ config }) => void (outDir = config.outDir) } },
    sitemap({
      filter: (page) => {
        const path = normalisePath(new URL(page).pathname);
        if (isReservedPath(path) || !outDir) return false;
        const file = fileURLToPath(new URL(pageFileFor(path), outDir));
        return existsSync(file) && !NOINDEX.test(readFileSync(file, 'utf8'));
      },
    }),
  ];
}

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import settings from '../content/settings.json' with { type: 'json' };
import { findInlineSources, headersFile, mergeInlineSources, pagePath, type InlineSources } from '../lib/headers';
import { hostRedirectsFile, redirectMap } from '../lib/redirects';

// Cloudflare Pages' documented limits for `_headers`; beyond them it ignores rules.
const MAX_HEADERS_LINE = 2000;
const MAX_HEADERS_RULES = 100;

/**
 * Writes the files static hosts read from the site root: `_redirects` (real 301s from the
 * redirect table) and `_headers` (security headers, a CSP hashing the inline code of every built
 * page, caching).
 */
export function hostFiles(): AstroIntegration {
  return {
    name: 'host-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_redirects', dir), hostRedirectsFile());
        logger.info('wrote _redirects');

        const root = fileURLToPath(dir);
        const htmlFiles = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        const pages: InlineSources[] = [];
        for (const file of htmlFiles) {
          const found = findInlineSources(await readFile(new URL(file, dir), 'utf8'));
          if (found.eventHandlers.length > 0) {
            throw new Error(`${file}: inline event handlers (${found.eventHandlers.join(', ')}) would be blocked by the CSP; use a script`);
          }
          pages.push(found);
        }
        const inline = mergeInlineSources(pages);
        // Redirect sources are answered with a 301 by the host, never with their page.
        const redirectSources = new Set(redirectMap().keys());
        const pagePaths = htmlFiles.map(pagePath).filter((path) => !redirectSources.has(path));
        const headers = headersFile({ pagePaths, inline, frameSources: [settings.site.videoEmbedBase] });
        await writeFile(new URL('_headers', dir), headers);
        logger.info(`wrote _headers (${new Set(inline.scripts).size} inline scripts, ${new Set(inline.styles).size} inline styles, ${new Set(inline.styleAttributes).size} style attributes hashed)`);
        const lines = headers.split('\n');
        const longest = Math.max(...lines.map((line) => line.length));
        const rules = lines.filter((line) => line.startsWith('/')).length;
        if (longest > MAX_HEADERS_LINE) logger.warn(`_headers has a ${longest}-character line; Cloudflare Pages ignores lines over ${MAX_HEADERS_LINE}`);
        if (rules > MAX_HEADERS_RULES) logger.warn(`_headers has ${rules} rules; Cloudflare Pages reads at most ${MAX_HEADERS_RULES}`);
      },
    },
  };
}

// The build step that conforms every built page's HTML (src/lib/built/conform-html.ts says what changes).
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { listPages } from './built-files.ts';
import { conformHtml } from '../lib/built/conform-html.ts';

/**
 * The build step: conforms every built page in place. It must run before any step that reads the
 * finished pages: the offline worker's precache revisions and the CSP hashes (host-files.ts).
 */
export function conformantHtml(): AstroIntegration {
  return {
    name: 'conformant-html',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const totals = { pages: 0, stylesMoved: 0, slashesDropped: 0 };
        await Promise.all(
          listPages(root).map(async ({ file }) => {
            const before = await readFile(join(root, file), 'utf8');
            const { html, stylesMoved, slashesDropped } = conformHtml(before);
            if (html === before) return;
            await writeFile(join(root, file), html);
            totals.pages += 1;
            totals.stylesMoved += stylesMoved;
            totals.slashesDropped += slashesDropped;
          }),
        );
        logger.info(
          `moved ${totals.stylesMoved} body <style> elements into the head and dropped ${totals.slashesDropped} void-element slashes ` +
            `in ${totals.pages} pages in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      },
    },
  };
}

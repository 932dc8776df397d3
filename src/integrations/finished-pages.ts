// The build step that finishes every built page in place, before any step that reads the finished
// pages (the offline worker's precache revisions and the CSP hashes, host-files.ts): its HTML
// conformed (src/lib/built/conform-html.ts), and its inlined styles cut to the components it draws
// (src/lib/built/drawn-styles.ts).
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { listPages } from './built-files.ts';
import { conformHtml } from '../lib/built/conform-html.ts';
import { withDrawnStyles } from '../lib/built/drawn-styles.ts';

export function finishedPages(): AstroIntegration {
  return {
    name: 'finished-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const totals = { pages: 0, stylesMoved: 0, slashesDropped: 0, styleBytesDropped: 0 };
        await Promise.all(
          listPages(root).map(async ({ file }) => {
            const before = await readFile(join(root, file), 'utf8');
            const conformed = conformHtml(before);
            const html = withDrawnStyles(conformed.html);
            if (html === before) return;
            await writeFile(join(root, file), html);
            totals.pages += 1;
            totals.stylesMoved += conformed.stylesMoved;
            totals.slashesDropped += conformed.slashesDropped;
            totals.styleBytesDropped += conformed.html.length - html.length;
          }),
        );
        logger.info(
          `moved ${totals.stylesMoved} body <style> elements into the head, dropped ${totals.slashesDropped} void-element slashes ` +
            `and ${Math.round(totals.styleBytesDropped / 1024)} KB of styles of undrawn components in ${totals.pages} pages ` +
            `in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      },
    },
  };
}

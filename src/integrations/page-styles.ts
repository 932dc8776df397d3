// The build step that gives every public page its own CSS and style policy (src/lib/built/page-styles.ts).
// Imports carry their .ts extension so Node can run the scripts that use this module directly.
import { readFileSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { listPages } from './built-files.ts';
import { isEditorPath } from '../conventions/paths.ts';
import { pageStyles } from '../lib/built/page-styles.ts';
import { CARD_ROW_CLASSES } from '../lib/design/card-rows.ts';

const ISLANDS = fileURLToPath(new URL('../islands/', import.meta.url));

/**
 * Every word of the islands' string literals: the classes an island may set once it runs (a
 * warning's colour in the calculator) are among them, and no page's HTML shows them before.
 */
export function islandWords(folder = ISLANDS): Set<string> {
  const words = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => /\.tsx?$/.test(name))) {
    for (const [, , literal] of readFileSync(join(folder, file), 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      for (const word of literal!.split(/[^\w-]+/)) if (word) words.add(word);
    }
  }
  return words;
}

/**
 * The build step: prunes each public page's CSS to its own rules and gives it its style policy.
 * After the HTML is conformed (every <style> in the head) and before the steps that read the
 * finished pages: the offline worker's precache and the header file.
 */
export function ownPageStyles(): AstroIntegration {
  return {
    name: 'page-styles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        // And a card grid's rules stay whole, for any number of cards: one small set, which the
        // layout checks lay out with every count on each page (tests/e2e/typography.e2e.ts).
        const kept = new Set([...islandWords(), ...CARD_ROW_CLASSES]);
        const totals = { pages: 0, before: 0, after: 0 };
        const known = new Map<string, string>();
        await Promise.all(
          listPages(root)
            .filter(({ path }) => !isEditorPath(path))
            .map(async ({ file }) => {
              const { html, cssBefore, cssAfter } = pageStyles(await readFile(join(root, file), 'utf8'), kept, known);
              await writeFile(join(root, file), html);
              totals.pages += 1;
              totals.before += cssBefore;
              totals.after += cssAfter;
            }),
        );
        logger.info(
          `kept each page's own CSS, ${Math.round(totals.after / 1024)} of ${Math.round(totals.before / 1024)} KB over ${totals.pages} pages, ` +
            `in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      },
    },
  };
}

// Makes the calculator work offline and the site installable: draws the app icons (rasterised
// with sharp; src/pages/manifest.webmanifest.ts writes the manifest), and builds /sw.js with Workbox (workbox-build's
// generateSW, runtime inlined: no importScripts, no CDN). The worker precaches the offline pages,
// every script their islands load, the offline fallback page, the manifest and the icons.
import { mkdir, readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { init as initLexer } from 'es-module-lexer';
import { parse } from 'parse5';
import sharp from 'sharp';
import type { AstroIntegration } from 'astro';
import { generateSW } from 'workbox-build';
import { BADGE_SVG, BRAND_COLOURS, MARK_SVG, svgFile } from '../lib/design/brand.ts';
import { APPLE_TOUCH_ICON, ICONS, OFFLINE_FALLBACK_PATH, OFFLINE_PAGES } from '../lib/paths/offline.ts';
import { ICONS_FOLDER, MANIFEST_PATH, SERVICE_WORKER_PATH } from '../conventions/paths.ts';
import { elements, moduleGraph, pageFileFor, pageScriptEntries, pathServedFrom } from '../lib/built/built-site.ts';
import { moduleImports } from './built-files.ts';

/** `any`: the round badge on transparency. `maskable` (and iOS, which rounds it itself): a full square, the mark inside the 80% circle every mask keeps. */
function iconSvg(purpose: 'any' | 'maskable'): string {
  return svgFile(
    purpose === 'any'
      ? BADGE_SVG
      : `<rect width="40" height="40" fill="${BRAND_COLOURS.brand}"/><g transform="translate(4 3.2) scale(.8)">${MARK_SVG}</g>`,
  );
}

export function serviceWorker(): AstroIntegration {
  return {
    name: 'service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const at = (path: string) => fileURLToPath(new URL(path.replace(/^\//, ''), dir));

        await mkdir(at(ICONS_FOLDER), { recursive: true });
        for (const { src, size, purpose } of [...ICONS, APPLE_TOUCH_ICON]) {
          await sharp(Buffer.from(iconSvg(purpose)), { density: (72 * size) / 40 })
            .resize(size, size)
            .png({ compressionLevel: 9, palette: true })
            .toFile(at(src));
        }

        // What the offline pages run, read from the built HTML and followed through every import
        // (an island that waits for idle time still has to hydrate offline).
        await initLexer;
        const pages = [...OFFLINE_PAGES, OFFLINE_FALLBACK_PATH].map((path) => pageFileFor(path));
        const entries: string[] = [];
        for (const file of pages) {
          const { atLoad, later } = pageScriptEntries(elements(parse(await readFile(at(file), 'utf8'))));
          entries.push(...atLoad, ...later);
        }
        const scripts = moduleGraph(entries, (path) => moduleImports(path, root), true);
        const files = [
          ...pages,
          ...scripts.map((path) => path.slice(1)),
          'favicon.svg',
          MANIFEST_PATH.slice(1),
          ...[...ICONS, APPLE_TOUCH_ICON].map(({ src }) => src.slice(1)),
        ];

        const { count, size, warnings } = await generateSW({
          swDest: at(SERVICE_WORKER_PATH),
          globDirectory: root,
          globPatterns: files,
          // Pages are precached under the path hosts serve them at (/conedose, not /conedose.html).
          manifestTransforms: [
            async (manifest) => ({
              manifest: manifest.map((entry) => ({
                ...entry,
                url: entry.url.endsWith('.html') ? pathServedFrom(entry.url) : `/${entry.url}`,
              })),
              warnings: [],
            }),
          ],
          // Content-hashed files are their own revision (matched before the transform, without a leading slash).
          dontCacheBustURLsMatching: /^_astro\//,
          // A shared recipe link (?cone=…&molasses=…) is the same precached page.
          ignoreURLParametersMatching: [/.*/],
          // Every other page: the network, else the offline page.
          runtimeCaching: [
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: OFFLINE_FALLBACK_PATH } },
            },
          ],
          // A new deploy's worker takes over at once and replaces the precache: the visit that
          // finds the update still sees the old pages, the next one the new.
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          inlineWorkboxRuntime: true,
          sourcemap: false,
          mode: 'production',
          disableDevLogs: true,
        });
        for (const warning of warnings) logger.warn(warning);
        if (count !== files.length) throw new Error(`sw.js precaches ${count} files, expected ${files.length}: ${files.join(', ')}`);
        logger.info(
          `wrote ${SERVICE_WORKER_PATH} (${(await stat(at(SERVICE_WORKER_PATH))).size} bytes), precaching ${count} files of ${size} bytes; the manifest and ${ICONS.length + 1} icons`,
        );
      },
    },
  };
}

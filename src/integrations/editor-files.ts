// The browser editor's script: the editor's own build of Decap CMS (src/admin/decap-cms.js),
// bundled with esbuild, written to /admin/ in the build and served by the dev server for local
// editing (`npm run edit`). Bundled once per version of its packages, and kept in
// node_modules/.cache, so a build or a scratch copy of the project reuses it. Nothing of it
// reaches a public page.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { EDITOR_FILES } from '../conventions/paths.ts';

const ENTRY = fileURLToPath(new URL('../admin/decap-cms.js', import.meta.url));
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/editor/', import.meta.url));
const require = createRequire(import.meta.url);

/** The package an import of the entry names: `from 'decap-cms-core'`. */
const IMPORTED = new RegExp("\\bfrom '([^'.][^']*)'", 'g');

/** What names a bundle: the entry's text and the version of every package it imports. */
async function bundleKey(source: string): Promise<string> {
  // A module deep in a package (decap-cms-widget-relation/dist/esm/...) counts as its package.
  const packages = [...new Set([...source.matchAll(IMPORTED)].map(([, name]) => name!.split('/')[0]!))].sort();
  const versions = packages.map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  return createHash('sha256').update(source).update(versions.join('\n')).digest('hex').slice(0, 16);
}

/** The bundle, made once per key; two processes making it at once each write a whole file. */
async function makeBundle(): Promise<{ key: string; code: string }> {
  const source = await readFile(ENTRY, 'utf8');
  const key = await bundleKey(source);
  const cached = join(CACHE, `decap-cms.${key}.js`);
  if (existsSync(cached)) return { key, code: await readFile(cached, 'utf8') };
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    // As Decap's own build defines them.
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.text;
  await mkdir(CACHE, { recursive: true });
  const partial = `${cached}.${process.pid}`;
  await writeFile(partial, code);
  await rename(partial, cached);
  return { key, code };
}

let bundle: ReturnType<typeof makeBundle> | undefined;
const editorBundle = () => (bundle ??= makeBundle());

export function editorFiles(): AstroIntegration {
  return {
    name: 'editor-files',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        // Made as the server starts, so the office's first open of the editor does not wait for it.
        void editorBundle().catch((error: Error) => logger.error(`the editor's script: ${error.message}`));
        server.middlewares.use(async (request, response, next) => {
          if (request.url !== EDITOR_FILES.script) return next();
          const { key, code } = await editorBundle();
          // Kept by the browser and asked after on each visit: unchanged, it is not sent again.
          response.setHeader('Cache-Control', 'no-cache');
          response.setHeader('ETag', `"${key}"`);
          if (request.headers['if-none-match'] === `"${key}"`) {
            response.statusCode = 304;
            response.end();
            return;
          }
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(code);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = fileURLToPath(new URL(EDITOR_FILES.script.slice(1), dir));
        await mkdir(dirname(target), { recursive: true });
        const { code } = await editorBundle();
        await writeFile(target, code);
        logger.info(`wrote the editor's script (${Math.round(code.length / 1024)} KB) to ${EDITOR_FILES.script}`);
      },
    },
  };
}

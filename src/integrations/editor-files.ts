// The browser editor's script, Decap CMS's own prebuilt bundle (node_modules/decap-cms/dist):
// copied to /admin/ in the build, and served from node_modules by the dev server for local
// editing (`npm run edit`). Nothing of it reaches a public page.
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';

const DIST = fileURLToPath(new URL('../../node_modules/decap-cms/dist/', import.meta.url));
/** The bundle and the chunks it loads on demand (named n.decap-cms.js), without source maps. */
const isEditorFile = (name: string) => name === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(name);

export function editorFiles(): AstroIntegration {
  return {
    name: 'editor-files',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (request, response, next) => {
          const name = request.url?.match(/^\/admin\/([\w.-]+)$/)?.[1];
          if (!name || !isEditorFile(name)) return next();
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(await readFile(join(DIST, name)));
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = fileURLToPath(new URL('admin/', dir));
        await mkdir(target, { recursive: true });
        const files = (await readdir(DIST)).filter(isEditorFile);
        await Promise.all(files.map((name) => copyFile(join(DIST, name), join(target, name))));
        logger.info(`copied the editor's script (${files.length} files) to admin/`);
      },
    },
  };
}

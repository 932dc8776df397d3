// Copies of the project for tests and scripts that change content and run Astro on it, as an
// editor would, without touching the real project.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { BASELINE_SITE } from './output.ts';
import { UPLOADED_FILES } from '../../src/lib/paths/files.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');
// The baseline: the spec's content and its photos, frozen (tests/fixtures/baseline-site/README.md).
const BASELINE_SITE_DIR = dirname(BASELINE_SITE.contentDir);

/** What a copy of the whole source leaves out: what npm installs, the builds, the test runs' output and git's own folder. */
const NOT_SOURCE = new Set([
  'node_modules',
  '.git',
  '.astro',
  'test-results',
  'playwright-report',
  'reports',
  '.wrangler',
  '.dist-building',
  '.dist-baseline-building',
]);

/**
 * A copy of the project with no content cache, its static files (public/) included. node_modules is linked entry by entry, so each
 * copy keeps its own Astro and Vite caches. Its content is the baseline's, frozen in
 * tests/fixtures/baseline-site, so a test that edits it does not depend on what the business has
 * published; `content: 'shipped'` keeps src/content as it is instead. `withTests` copies the whole
 * source (tests, docs, configuration) as well.
 */
export async function copyProject(
  prefix = 'site-',
  { content = 'baseline', withTests = false }: { content?: 'baseline' | 'shipped'; withTests?: boolean } = {},
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  // With its tests, docs and every other file of the source too, for a copy whose own unit tests are
  // run (the docs' recipes): all but what is installed, built or kept by git.
  const names = withTests
    ? (await readdir(ROOT)).filter((name) => !NOT_SOURCE.has(name) && !name.startsWith('dist'))
    : ['src', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'];
  for (const name of names) {
    await cp(join(ROOT, name), join(dir, name), { recursive: true });
  }
  // The site's own static files (public/), and the PDFs the office uploaded there (public/files)
  // when the copy keeps the business's content, which names them.
  if (existsSync(join(ROOT, 'public'))) {
    await cp(join(ROOT, 'public'), join(dir, 'public'), {
      recursive: true,
      filter: (source) => content === 'shipped' || !source.startsWith(join(ROOT, UPLOADED_FILES.dir)),
    });
  }
  if (content === 'baseline') {
    for (const folder of ['content', 'assets']) {
      await rm(join(dir, 'src', folder), { recursive: true, force: true });
      await cp(join(ROOT, BASELINE_SITE_DIR, folder), join(dir, 'src', folder), { recursive: true });
    }
  }
  await mkdir(join(dir, 'node_modules'));
  for (const entry of await readdir(join(ROOT, 'node_modules'))) {
    if (entry === '.astro' || entry === '.vite') continue;
    await symlink(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  // Seed the copy's caches from the real project: optimised images, and Vite's pre-bundled
  // dependencies (without them every run bundles them again, for several seconds).
  for (const cache of ['.astro/assets', '.vite']) {
    const from = join(ROOT, 'node_modules', cache);
    if (existsSync(from)) await cp(from, join(dir, 'node_modules', cache), { recursive: true });
  }
  return dir;
}

/** One change an editor makes to a file of the copy. */
export type Edit =
  | { replace: { file: string; find: string; with: string } }
  | { write: { file: string; text: string } }
  | { append: { file: string; text: string } }
  | { rename: { file: string; to: string } }
  | { copy: { from: string; to: string } }
  | { remove: { file: string } };

export async function applyEdit(dir: string, edit: Edit): Promise<void> {
  if ('replace' in edit) {
    const { file, find, with: replacement } = edit.replace;
    const text = await readFile(join(dir, file), 'utf8');
    if (!text.includes(find)) throw new Error(`fixture: "${find}" is not in ${file}`);
    await writeFile(join(dir, file), text.replace(find, replacement));
  } else if ('write' in edit) {
    await mkdir(dirname(join(dir, edit.write.file)), { recursive: true });
    await writeFile(join(dir, edit.write.file), edit.write.text);
  } else if ('append' in edit) {
    await appendFile(join(dir, edit.append.file), edit.append.text);
  } else if ('rename' in edit) {
    await rename(join(dir, edit.rename.file), join(dir, edit.rename.to));
  } else if ('remove' in edit) {
    if (!existsSync(join(dir, edit.remove.file))) throw new Error(`fixture: ${edit.remove.file} is not there to remove`);
    await rm(join(dir, edit.remove.file));
  } else {
    await copyFile(join(dir, edit.copy.from), join(dir, edit.copy.to));
  }
}

export interface AstroRun {
  ok: boolean;
  /** Everything Astro printed, without colour codes. */
  output: string;
  seconds: number;
}

// What vitest adds to its workers' environment: NODE_ENV=test, its own flags, and Vite's
// import.meta.env values. Passed on, DEV=1 turns `astro build` into something else than the
// production build `npm run build` makes (src/data/site.ts loads the site afresh for every page in
// dev): 3,000 products took 131 s instead of 20.
const TEST_RUNNER_VARIABLES = new Set([
  'NODE_ENV',
  'VITEST',
  'VITEST_MODE',
  'VITEST_POOL_ID',
  'VITEST_WORKER_ID',
  'TEST',
  'BASE_URL',
  'MODE',
  'DEV',
  'PROD',
  'SSR',
  'SITE',
  'ASSETS_PREFIX',
]);

/**
 * This process's environment less the folders it points at (a copy builds its own src/content into
 * its own dist/) and less what the test runner added, so Astro runs in a copy as it does for a person.
 */
export function projectEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'CONTENT_DIR' && name !== 'DIST_DIR' && !TEST_RUNNER_VARIABLES.has(name)),
  );
}

/** Runs `astro sync` or `astro build` in `dir`. */
export function runAstro(dir: string, command: 'sync' | 'build', env: NodeJS.ProcessEnv = {}): Promise<AstroRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [ASTRO, command],
      {
        cwd: dir,
        env: { ...projectEnv(), ...env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        // Strip any colour codes left, so assertions read the text a person sees.
        const output = stripVTControlCharacters(`${stdout}${stderr}`);
        resolve({ ok: error === null, output, seconds: (performance.now() - started) / 1000 });
      },
    );
  });
}

export const removeProject = (dir: string) => rm(dir, { recursive: true, force: true });

// One verdict: `npm run validate`, the build, the local site's problem list (the dev server
// `npm run edit` runs) and the pull request's check (.github/workflows/content.yml) apply the same
// rules with the same outcome. On one copy of the project, one entry of each kind of rule is
// changed in turn, and the four compared: an entry's own rule and the rules between entries
// refuse (the check fails, the build stops naming each problem, the pull request is blocked, and
// the local site lists each above its pages), and what only warns (a count typed by hand, words
// naming a paused product, two products with one picture, words listing a category's products
// that leave one out, a declaration a season out of date)
// warns everywhere and stops nothing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/host-server.ts';
import { ROOT, copyProject, projectEnv, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';
import { developerLine, entryOfFile, type ContentProblem } from '../../src/lib/content/content-problems.ts';
import { editorFieldPath } from '../../src/conventions/paths.ts';

/** One change to a file of the copy: a line replaced, or text added at its end. */
type Change = { file: string; find: string; with: string } | { file: string; append: string };

/** The rounds: one entry of each kind of rule changed, and whether the build refuses them. */
const ROUNDS: { name: string; refused: boolean; kinds: number; changes: Change[] }[] = [
  {
    name: 'an entry\u2019s own rule (a required field left empty)',
    refused: true,
    kinds: 1,
    changes: [
      { file: 'src/content/products/tapioca.md', find: 'summary: Tapioca, from our raw material range for dairy herds.\n', with: '' },
    ],
  },
  {
    name: 'the rules between entries (a taken address, a taken order, a link to no page)',
    refused: true,
    kinds: 3,
    changes: [
      { file: 'src/content/products/soybean-meal.md', find: 'path: /dairy-feed/soybean-meal', with: 'path: /dairy-feed/maize-ddgs' },
      { file: 'src/content/products/tapioca.md', find: 'order: 6', with: 'order: 2' },
      { file: 'src/content/pages/contact-us.md', append: '\nSee [our old price list](/price-list).\n' },
    ],
  },
  {
    name: 'what only warns (a count typed by hand, a paused product named, one picture for two products, a product a listing text leaves out)',
    refused: false,
    kinds: 4,
    changes: [
      { file: 'src/content/products/goat-pellets.md', find: 'category: goat', with: 'category: dairy' },
      { file: 'src/content/products/goat-pellets.md', find: 'order: 1', with: 'order: 99' },
      { file: 'src/content/products/pke.md', append: '\nCollect it from any of our twenty depots.\n' },
      { file: 'src/content/products/tapioca.md', find: 'order: 6', with: 'order: 6\navailability: paused' },
      {
        file: 'src/content/products/sheep-nuts.md',
        find: 'src: ../../assets/products/sheep-nuts.jpg',
        with: 'src: ../../assets/products/pke.jpg',
      },
    ],
  },
];

let dir: string;
let dev: ChildProcess;
let base: string;
/** The local site's list before any round: what the copy's own content is warned of. */
let unchanged: string[];

beforeAll(async () => {
  dir = await copyProject('verdicts-');
  const port = await freePort();
  base = `http://localhost:${port}`;
  dev = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port)], {
    cwd: dir,
    env: { ...projectEnv(), ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  for (let waited = 0; (await fetch(`${base}/contact-us`).catch(() => undefined))?.status !== 200; waited += 500) {
    if (waited > 120_000) throw new Error('the dev server did not start');
    await new Promise((done) => setTimeout(done, 500));
  }
  unchanged = (await localList()).sort();
}, 180_000);

afterAll(async () => {
  dev?.kill();
  if (dir) await removeProject(dir);
});

/** What the pull request's check runs, in order (.github/workflows/content.yml). */
const pullRequestSteps = () =>
  (
    parse(readFileSync(join(ROOT, '.github/workflows/content.yml'), 'utf8')) as { jobs: { build: { steps: { run?: string }[] } } }
  ).jobs.build.steps
    .map(({ run }) => run)
    .filter((run) => run?.startsWith('npm run'));

/** Where a problem's link leads in the editor, as the local site's bar links it. */
const linkOf = (found: Pick<ContentProblem, 'at'>) => {
  const entry = entryOfFile(found.at.file)!;
  return editorFieldPath(entry.collection, entry.id, found.at.keyPath ?? []);
};

/** The local site's problem list: each problem's severity and the link to its field. */
async function localList(): Promise<string[]> {
  const page = await (await fetch(`${base}/contact-us`)).text();
  return [...page.matchAll(/<li data-severity="(\w+)"[^>]*>\s*<a href="([^"]+)"/g)].map(
    ([, severity, href]) => `${severity} ${href!.replaceAll('&amp;', '&')}`,
  );
}

describe.each(ROUNDS)('$name', ({ refused, kinds, changes }) => {
  let problems: ContentProblem[];
  let checkStatus: number | null;
  let build: AstroRun;
  /** The local site's list once it has read the changes. */
  let listed: string[];

  beforeAll(async () => {
    const before = new Map(changes.map(({ file }) => [file, readFileSync(join(dir, file), 'utf8')]));
    for (const change of changes) {
      const file = join(dir, change.file);
      const text = readFileSync(file, 'utf8');
      if ('append' in change) writeFileSync(file, text + change.append);
      else {
        expect(text, change.file).toContain(change.find);
        writeFileSync(file, text.replace(change.find, change.with));
      }
    }
    const check = spawnSync(process.execPath, ['scripts/validate.ts', '--json'], { cwd: dir, env: projectEnv(), encoding: 'utf8' });
    checkStatus = check.status;
    problems = JSON.parse(check.stdout) as ContentProblem[];
    build = await runAstro(dir, 'build');
    // The local site has read the changes once its list names as many problems as the check.
    const wanted = problems.map((found) => `${found.severity} ${linkOf(found)}`).sort();
    for (let waited = 0; JSON.stringify((listed = (await localList()).sort())) !== JSON.stringify(wanted) && waited < 60_000; waited += 500)
      await new Promise((done) => setTimeout(done, 500));
    // Put back for the next round, and wait for the local site to follow.
    for (const [file, text] of before) writeFileSync(join(dir, file), text);
  });

  // The local site back to the copy's own list before the next round.
  afterAll(async () => {
    for (let waited = 0; JSON.stringify((await localList()).sort()) !== JSON.stringify(unchanged) && waited < 60_000; waited += 500)
      await new Promise((done) => setTimeout(done, 500));
  }, 90_000);

  it(`${refused ? 'is refused' : 'is only warned of'} by validate, each change by its entry and field`, () => {
    expect(checkStatus).toBe(refused ? 1 : 0);
    const changed = new Set(changes.map(({ file }) => file));
    const named = problems.filter((found) => changed.has(found.at.file) || found.also.some(({ file }) => changed.has(file)));
    expect(new Set(named.map(({ at, also }) => [at.file, ...also.map(({ file }) => file)].find((file) => changed.has(file)))).size).toBe(
      changed.size,
    );
    expect(named.length).toBeGreaterThanOrEqual(kinds);
    expect(named.every(({ severity }) => severity === (refused ? 'refuse' : 'warn'))).toBe(true);
  });

  it(`${refused ? 'stops' : 'does not stop'} the build, which names every problem in the same words`, () => {
    expect(build.ok, build.output.slice(-2000)).toBe(!refused);
    for (const found of problems.filter(({ severity }) => severity === (refused ? 'refuse' : 'warn')))
      expect(build.output).toContain(developerLine(found));
  });

  it(`${refused ? 'blocks' : 'passes'} the pull request, whose check is validate and then the build`, () => {
    expect(pullRequestSteps()).toEqual(['npm run validate', 'npm run build']);
    expect(checkStatus === 0 && build.ok).toBe(!refused);
  });

  it('is listed on the local site, each problem once above the page, linked to its field', () => {
    const wanted = problems.map((found) => `${found.severity} ${linkOf(found)}`).sort();
    expect(wanted.length).toBeGreaterThan(0);
    expect(listed).toEqual(wanted);
  });
});

// One verdict for every value the editor can write: every optional field of every collection (and
// of each item of their lists, a page's sections among them), cleared as the editor clears it
// (left empty, emptied to [] or {}, or taken out), is judged alike by `npm run validate` and by the
// build. On one scratch copy, each clearing is an entry of its own (a copy of an entry that fills
// the field in), so one validate and one build judge them all; the settings, one entry, are
// cleared field by field through the two readers the build has of them (the content layer's and
// the one its own files use) and then all at once in the build.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, projectEnv, removeProject, runAstro, type AstroRun } from '../../scripts/lib/scratch-project.ts';
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  SETTINGS_ID,
  definitionOf,
  schemaOutsideAstro,
  type CollectionName,
} from '../../src/collections.ts';
import { developerLine, refused, type ContentProblem } from '../../src/lib/content/content-problems.ts';
import { ENTRY_EXTENSIONS } from '../../src/lib/content/entry-format.ts';

type Data = Record<string, unknown>;
type KeyPath = (string | number)[];
interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  oneOf?: JsonNode[];
  anyOf?: JsonNode[];
  const?: unknown;
}

/** The ways the editor leaves a field it has cleared: an empty value of the field's kind, or no field. */
const clearings = (value: unknown): [name: string, cleared: unknown][] => [
  ['taken out', undefined],
  ...(typeof value === 'string' || typeof value === 'number' ? ([['left empty', '']] as [string, unknown][]) : []),
  ...(Array.isArray(value) ? ([['emptied', []]] as [string, unknown][]) : []),
  ...(value && typeof value === 'object' && !Array.isArray(value) ? ([['emptied', {}]] as [string, unknown][]) : []),
  ['set to nothing', null],
];

/** Plain values a field none of the entries fills in may take, tried in turn. */
const PLAIN_VALUES: unknown[] = ['Filled in for the test', ['Filled in for the test'], true, 1, '2026-01-02'];

/** The object node of a schema's JSON Schema for a value: a union's option that matches it (a section's kind by its type). */
function objectNode(node: JsonNode, value: unknown): JsonNode | undefined {
  const options = node.oneOf ?? node.anyOf;
  if (options) {
    const type = (value as Data | undefined)?.['type'];
    return options.map((option) => objectNode(option, value)).find((option) => option?.properties?.['type']?.const === type || !type);
  }
  return node.properties ? node : undefined;
}

/** Every optional field the entry fills in, at any depth (a list's items too), with its key path. */
function optionalFieldsIn(node: JsonNode, data: unknown, path: KeyPath = []): KeyPath[] {
  if (Array.isArray(data)) {
    return node.items ? data.flatMap((item, index) => optionalFieldsIn(node.items!, item, [...path, index])) : [];
  }
  const object = data && typeof data === 'object' ? objectNode(node, data) : undefined;
  if (!object) return [];
  return Object.entries(object.properties!).flatMap(([key, child]) => {
    const value = (data as Data)[key];
    if (value === undefined || key === 'sample') return [];
    const here = [...path, key];
    return [...(object.required?.includes(key) ? [] : [here]), ...optionalFieldsIn(child, value, here)];
  });
}

/** The data with the field at `path` given `value` (or taken out, for undefined). */
function withField(data: Data, path: KeyPath, value: unknown): Data {
  const copy = structuredClone(data);
  const parent = path.slice(0, -1).reduce<Data | undefined>((at, key) => at?.[key] as Data | undefined, copy);
  // A field whose group is gone already (the settings cleared all at once) is gone with it.
  if (!parent) return copy;
  if (value === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  return copy;
}

/** An entry file's front matter or YAML, and its Markdown text. */
function readEntry(file: string): { data: Data; body?: string } {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  return match ? { data: parse(match[1]!) as Data, body: match[2]! } : { data: parse(text) as Data };
}

const writeEntry = (file: string, { data, body }: { data: Data; body?: string | undefined }) =>
  writeFileSync(file, body === undefined ? stringify(data) : `---\n${stringify(data)}---\n${body}`);

/**
 * What keeps a copied entry apart from the one it copies, so the copy breaks no rule but the one
 * its cleared field may break: its own address and order (worked out from its file name when
 * left out), no former addresses, and, for a site, a depot's kind (there is one main office).
 */
const ownPlace = (collection: CollectionName, data: Data): Data => {
  const own = { ...data };
  for (const field of ['path', 'shortPath', 'order', 'cardOrder', 'formerPaths']) delete own[field];
  if (collection === 'locations') Object.assign(own, { kind: 'depot' });
  return own;
};

/** Files the copy holds that no entry names. */
const UNUSED = { picture: 'src/assets/pages/old-yard-photo.jpg', pdf: 'public/files/old-price-list.pdf' };

let site: string;
/** Each clearing of an entry's field, as the copy's file that holds it. */
const cleared: { collection: CollectionName; field: string; how: string; file: string }[] = [];
let validated: { status: number; problems: ContentProblem[] };
let build: AstroRun;
/** The builds of the clearings validate refuses, by collection, and validate's verdict on the rest. */
const refusedBuilds = new Map<string, AstroRun>();
let accepted: { status: number; problems: ContentProblem[] };
/** The settings' fields cleared in turn: what each reader of them said. */
const settingsVerdicts: { field: string; how: string; pages: string; files: string }[] = [];

const validate = (dir: string) => {
  try {
    return {
      status: 0,
      problems: JSON.parse(
        execFileSync(process.execPath, ['scripts/validate.ts', '--json'], { cwd: dir, env: projectEnv(), encoding: 'utf8' }),
      ) as ContentProblem[],
    };
  } catch (error) {
    const { status, stdout } = error as { status: number; stdout: string };
    return { status, problems: JSON.parse(stdout) as ContentProblem[] };
  }
};

beforeAll(async () => {
  site = await copyProject('cleared-fields-');
  const content = join(site, 'src/content');
  // The baseline has no notice: one of the test's own, filling in every field.
  mkdirSync(join(content, 'notices'), { recursive: true });
  writeFileSync(
    join(content, 'notices/mill-closed.yaml'),
    stringify({
      text: 'The mill is closed on Friday.',
      link: { label: 'Contact us', href: '/contact-us' },
      firstDay: '2026-01-02',
      lastDay: '2026-01-09',
      showOn: ['/contact-us'],
    }),
  );
  let count = 0;
  for (const collection of COLLECTION_NAMES.filter((name) => name !== 'settings')) {
    const extension = ENTRY_EXTENSIONS[COLLECTIONS[collection].format];
    const schema = z.toJSONSchema(schemaOutsideAstro(collection), { io: 'input', unrepresentable: 'any' }) as JsonNode;
    const files = readdirSync(join(content, collection)).filter((name) => name.endsWith(extension));
    // Each field once: from the first entry that fills it in. A field no entry fills in is filled
    // in on a copy of the first entry, with the first plain value the schema takes.
    const done = new Set<string>();
    const entries = files.map((name) => readEntry(join(content, collection, name)));
    const first = entries[0]!;
    const derived = Object.keys(definitionOf(collection).derived ?? {});
    const optional = [...Object.keys(schema.properties ?? {}).filter((key) => !schema.required?.includes(key)), ...derived];
    const unfilled = optional.filter((key) => key !== 'sample' && entries.every(({ data }) => data[key] === undefined));
    const filledIn = unfilled.flatMap((key) => {
      const value = PLAIN_VALUES.find((candidate) => schemaOutsideAstro(collection).safeParse({ ...first.data, [key]: candidate }).success);
      return value === undefined ? [] : [[key, value] as const];
    });
    if (filledIn.length > 0) entries.push({ ...first, data: { ...first.data, ...Object.fromEntries(filledIn) } });
    for (const entry of entries) {
      const fieldsHere = [
        ...optionalFieldsIn(schema, entry.data),
        ...derived.filter((key) => entry.data[key] !== undefined).map((key) => [key]),
      ];
      for (const path of fieldsHere) {
        const field = path.map((key) => (typeof key === 'number' ? '#' : key)).join('.');
        if (done.has(field)) continue;
        done.add(field);
        const value = path.reduce<unknown>((at, key) => (at as Data)[key], entry.data);
        for (const [how, emptied] of clearings(value)) {
          const file = join(content, collection, `cleared-${++count}${extension}`);
          writeEntry(file, { data: withField(ownPlace(collection, entry.data), path, emptied), body: entry.body });
          cleared.push({ collection, field: path.join('.'), how, file });
        }
      }
    }
  }
  // The settings, field by field: the pages' reader (validate's, which the content layer shares)
  // and the reader of the build's own files, each on a copy of the settings with one field cleared.
  const settingsFile = join(content, 'settings', `${SETTINGS_ID}.yaml`);
  const baseline = readEntry(settingsFile).data;
  // Every optional field of the settings filled in, with values of the test's own where the baseline has none.
  const settings: Data = {
    officeHours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '07:30', closes: '17:00' }],
    closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }],
    account: {
      time: 'One phone call opens an account.',
      ready: ['Your GST number'],
      contact: readdirSync(join(content, 'staff'))[0]!.replace(/\.yaml$/, ''),
      form: 'forms/account-application.pdf',
    },
    ...baseline,
    headOffice: { ...(baseline['headOffice'] as Data), position: { latitude: -46.14, longitude: 168.32 } },
  };
  const settingsSchema = z.toJSONSchema(schemaOutsideAstro('settings'), { io: 'input', unrepresentable: 'any' }) as JsonNode;
  const probe = join(site, 'settings-verdicts.ts');
  writeFileSync(
    probe,
    [
      "import { readSiteSettings } from './src/integrations/site-settings.ts';",
      "import { entriesAndProblems } from './src/loaders/validate-entries.ts';",
      "import { developerLine } from './src/lib/content/content-problems.ts';",
      'const lines = (run) => { try { return run(); } catch (error) { return String(error.message); } };',
      "const pages = entriesAndProblems('settings').problems.map(developerLine).join('\\n');",
      "const files = lines(() => (readSiteSettings(), ''));",
      'console.log(JSON.stringify({ pages, files }));',
    ].join('\n'),
  );
  const fields = optionalFieldsIn(settingsSchema, settings);
  for (const path of fields) {
    const value = path.reduce<unknown>((at, key) => (at as Data)[key], settings);
    for (const [how, emptied] of clearings(value)) {
      writeEntry(settingsFile, { data: withField(settings, path, emptied) });
      const { pages, files } = JSON.parse(execFileSync(process.execPath, [probe], { cwd: site, env: projectEnv(), encoding: 'utf8' })) as {
        pages: string;
        files: string;
      };
      settingsVerdicts.push({ field: path.join('.'), how, pages, files });
    }
  }
  // Then every optional field of the settings cleared at once for the build, as the editor writes a
  // cleared field: an empty value of its kind where it has one.
  const emptied = (data: Data, path: KeyPath) => {
    const value = path.reduce<unknown>((at, key) => (at as Data | undefined)?.[key], data);
    return withField(data, path, clearings(value).find(([how]) => how !== 'taken out')?.[1]);
  };
  writeEntry(settingsFile, { data: fields.reduce(emptied, settings) });
  // A picture and a PDF no entry uses any more, which validate and the build warn of alike.
  const picture = readdirSync(join(site, 'src/assets/pages')).find((name) => name.endsWith('.jpg'))!;
  copyFileSync(join(site, 'src/assets/pages', picture), join(site, UNUSED.picture));
  mkdirSync(join(site, 'public/files'), { recursive: true });
  writeFileSync(join(site, UNUSED.pdf), '%PDF-1.4\n%%EOF\n');
  validated = validate(site);
  // The clearings validate refuses must stop the build naming each as validate does; with those
  // taken out, the others must build, with every warning validate gives. A build stops at the first collection with a refused entry: one build for each such collection,
  // with the others' refused clearings put aside meanwhile.
  const refusedFiles = [...new Set(refused(validated.problems).map(({ at }) => at.file))];
  const texts = new Map(refusedFiles.map((file) => [file, readFileSync(join(site, file), 'utf8')] as const));
  const byCollection = Map.groupBy(refusedFiles, (file) => file.split('/')[2]!);
  for (const [collection, files] of byCollection) {
    for (const file of refusedFiles) rmSync(join(site, file), { force: true });
    for (const file of files) writeFileSync(join(site, file), texts.get(file)!);
    refusedBuilds.set(collection, await runAstro(site, 'build'));
  }
  for (const file of refusedFiles) rmSync(join(site, file), { force: true });
  accepted = validate(site);
  build = await runAstro(site, 'build');
});

afterAll(() => removeProject(site));

describe('every optional field cleared as the editor clears it', () => {
  it('covers every collection and many fields', () => {
    const collections = new Set(cleared.map(({ collection }) => collection));
    expect([...collections].sort()).toEqual(COLLECTION_NAMES.filter((name) => name !== 'settings').sort());
    expect(new Set(cleared.map(({ collection, field }) => `${collection}.${field}`)).size).toBeGreaterThan(40);
    expect(settingsVerdicts.length).toBeGreaterThan(8);
  });

  it('gets one verdict from the settings\u2019 two readers, field by field', () => {
    const disagree = settingsVerdicts.filter(({ pages, files }) => (pages === '') !== (files === ''));
    expect(disagree).toEqual([]);
  });

  it('is refused by the build where npm run validate refuses it, naming each field alike', () => {
    const refusals = refused(validated.problems);
    console.log(
      `${cleared.length} clearings of entries' fields: validate refused ${refusals.length}, warned of ${validated.problems.length - refusals.length}`,
    );
    expect(validated.status).toBe(refusals.length > 0 ? 1 : 0);
    if (refusals.length === 0) return;
    for (const found of refusals) {
      const build = refusedBuilds.get(found.at.file.split('/')[2]!)!;
      expect(build.ok, found.at.file).toBe(false);
      expect(build.output).toContain(developerLine(found));
    }
  });

  it('leaves a picture and a PDF no entry uses, each warned of with how to delete it', () => {
    const unused = accepted.problems.filter(({ at }) => Object.values(UNUSED).includes(at.file));
    expect(unused.map(({ severity, at }) => `${severity} ${at.file}`).sort()).toEqual(
      Object.values(UNUSED)
        .map((file) => `warn ${file}`)
        .sort(),
    );
    for (const found of unused) expect(found.developer).toContain(`git rm "${found.at.file}"`);
    // The build, whose pictures come from the image pipeline, finds the same two and no others.
    expect(build.output.match(/no entry uses this/g)).toHaveLength(unused.length);
  });

  it('is built where npm run validate passes it, with every warning validate gives', () => {
    expect(refused(accepted.problems)).toEqual([]);
    expect(build.ok, build.output.slice(-3000)).toBe(true);
    for (const found of accepted.problems) expect(build.output).toContain(developerLine(found));
  });
});

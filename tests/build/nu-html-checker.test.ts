// Every built page passes the W3C's Nu HTML Checker (the jar of the vnu-jar package, run on the
// Java that scripts/bootstrap.sh --java provides), the reference validator people paste a page
// into: no error, no warning and no note. The editor's page (/admin) is left out: its HTML is the
// editor's own. One JVM checks every page at once; each page then passes or fails on its own.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { isEditorPath } from '../../src/conventions/paths.ts';
import { DIST, listPages } from '../../scripts/lib/site-metrics.ts';
import { someOf } from '../fixtures/site-content.ts';

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');
const pages = listPages(DIST)
  .filter(({ path }) => !isEditorPath(path))
  .map(({ file }) => file);
const messages = new Map<string, string[]>(pages.map((file) => [file, []]));

// Starting the checker is most of its time: Java's client compiler alone (C1) halves it here, and
// needs a deeper stack than the default to load the HTML schema.
const JAVA_OPTIONS = ['-Xss16m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
// Every message as JSON on stdout; a page with errors is a result to report, not a failed run.
const CHECKER_OPTIONS = ['--format', 'json', '--stdout', '--exit-zero-always'];

/** `about-us.html:5:120: error: …`, with the few characters the checker quotes around the place. */
function describeMessage(file: string, { type, subType, message, lastLine, lastColumn, extract }: NuMessage): string {
  const kind = type === 'info' ? (subType ?? 'note') : type;
  const near = extract ? ` (near: ${extract.replace(/\s+/g, ' ').trim()})` : '';
  return `${file}:${lastLine ?? '?'}:${lastColumn ?? '?'}: ${kind}: ${message}${near}`;
}

beforeAll(async () => {
  let stdout: string;
  try {
    const args = [...JAVA_OPTIONS, '-jar', jar, ...CHECKER_OPTIONS, ...pages.map((file) => join(DIST, file))];
    ({ stdout } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no `java` on PATH' : String(error);
    throw new Error(`Could not run the Nu HTML checker (${reason}); \`. scripts/bootstrap.sh --java\` installs Debian's Java`, {
      cause: error,
    });
  }
  for (const message of (JSON.parse(stdout) as { messages: NuMessage[] }).messages) {
    const file = message.url ? relative(DIST, fileURLToPath(message.url)).replaceAll('\\', '/') : '(no page)';
    if (!messages.has(file)) messages.set(file, []);
    messages.get(file)!.push(describeMessage(file, message));
  }
}, 120_000);

describe('the W3C Nu HTML Checker', () => {
  it('has a built site to check', () => {
    // An empty dist/ would otherwise pass with nothing checked.
    expect(pages).toContain('index.html');
  });

  it('reports on no file it was not given', () => {
    // A message about no page (the checker failing to read a file, say) must not go unseen.
    expect([...messages.keys()].filter((file) => !pages.includes(file))).toEqual([]);
  });

  it.each(someOf(pages, 'built page'))('%s has no error, warning or note', (file) => {
    const found = messages.get(file)!;
    expect(found, found.join('\n')).toEqual([]);
  });
});

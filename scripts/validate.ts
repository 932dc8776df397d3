// `npm run validate`: checks every content entry as the build does (files, pictures, Markdown
// text, schemas, then the checks between entries: addresses, links, orders, PDFs, the counts and
// names in the words, the declarations' age, shared pictures) in under a second, without building.
// Prints each problem with its file and field: what the build refuses (exit 1), then what it only
// warns of (exit 0 when that is all). On GitHub Actions each problem is also an annotation on its
// file, an error or a warning as the build takes it, so a pull request from the browser editor shows
// what to change (.github/workflows/content.yml). The local site's problem list (`npm run edit`)
// shows the same problems in the office's words. `--json` prints the problems as data instead
// (each with its severity, place and both readers' words), for tools and tests.
import { enableCompileCache } from 'node:module';

// Node keeps the modules' compiled code between runs: half the time of a run is reading them.
enableCompileCache();
const { COLLECTION_NAMES } = await import('../src/collections.ts');
const { contentProblems } = await import('../src/validation/content.ts');
const { developerField, developerLine, refused } = await import('../src/lib/content/content-problems.ts');

const problems = contentProblems();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(problems, null, 2));
  process.exit(refused(problems).length > 0 ? 1 : 0);
}

/** Annotation text is one line; %, CR and LF must be escaped. */
const escaped = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

for (const found of problems) {
  console.error(developerLine(found));
  if (process.env['GITHUB_ACTIONS'] !== 'true') continue;
  const { file, line } = found.at;
  const field = developerField(found.at);
  const title = found.severity === 'refuse' ? 'Content check' : 'Content check (warning)';
  console.log(
    `::${found.severity === 'refuse' ? 'error' : 'warning'} file=${file}${line ? `,line=${line}` : ''},title=${title}::${escaped(`${field ? `${field}: ` : ''}${found.developer}`)}`,
  );
}
const refusals = refused(problems).length;
const warnings = problems.length - refusals;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
if (refusals > 0) {
  console.error(
    `\n${plural(refusals, 'problem')} in the content: the site would not build. Fix each file and field named above.${warnings > 0 ? ` ${plural(warnings, 'warning')} as well.` : ''}`,
  );
  process.exit(1);
}
console.log(
  `The content passes every check the build makes (${COLLECTION_NAMES.length} collections)${warnings > 0 ? `, with ${plural(warnings, 'warning')} above: the site builds, but look at each` : ''}.`,
);

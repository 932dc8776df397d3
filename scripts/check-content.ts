// `npm run check:content`: checks every content entry as the build does (files, pictures, Markdown
// text, schemas, then the routes, links and old addresses between entries) in a second or two,
// without building. Prints each problem with its file and field, and exits 1 if there is any.
// On GitHub Actions each problem is also an annotation on the file, so a pull request from the
// browser editor shows what to change (.github/workflows/content.yml).
// The words are the local site's problem list's (`npm run edit`), which shows the same problems.
import { COLLECTION_NAMES } from '../src/collections.ts';
import { contentProblems } from '../src/checks/content.ts';

const problems = contentProblems();

/** `src/content/products/pke.md:12: message` or `src/content/products/pke.md: field: message`. */
const LOCATED = /^(\S+?\.(?:md|yaml|yml))(?::(\d+))?: (.*)$/;

for (const problem of problems) {
  console.error(problem);
  if (process.env['GITHUB_ACTIONS'] !== 'true') continue;
  const [, file, line, message] = problem.match(LOCATED) ?? [];
  // Annotation text is one line; %, CR and LF must be escaped.
  const text = (message ?? problem).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  console.log(`::error ${file ? `file=${file}${line ? `,line=${line}` : ''},` : ''}title=Content check::${text}`);
}
if (problems.length > 0) {
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in the content: the site would not build. Fix each file and field named above.`,
  );
  process.exit(1);
}
console.log(`The content passes every check the build makes (${COLLECTION_NAMES.length} collections).`);

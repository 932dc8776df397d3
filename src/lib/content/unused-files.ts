// Pictures and PDFs the office uploaded that no entry uses any more (a photo replaced, a product
// deleted with its spec sheet): the site never links them, but they stay in the repository and the
// editor's media library until someone removes them. Each is warned of, never refused, with how to
// remove it, and only where its folder is the site's own (src/assets, public/files).
import { basename } from 'node:path';
import { problem, type ContentProblem } from './content-problems.ts';

/** The files the entries could use, by kind: every picture under the assets folder, every uploaded PDF. Paths from the project root. */
export interface StoredFiles {
  pictures: readonly string[];
  pdfs: readonly string[];
}

/** Each stored file that `used` (paths from the project root) does not hold, as a warning at the file. */
export function unusedFileProblems(stored: StoredFiles, used: ReadonlySet<string>): ContentProblem[] {
  const unused = (files: readonly string[], form: string, noun: string) =>
    files
      .filter((file) => !used.has(file))
      .map((file) =>
        problem(
          'warn',
          { file, form, labels: [basename(file)] },
          {
            developer: `no entry uses this ${noun} any more; delete it (git rm "${file}"), or name it in an entry`,
            office: `no entry uses this ${noun} any more: delete it from the editor's media library (choose any ${noun} field, open it, select the file, Delete), or leave it`,
          },
        ),
      );
  return [...unused(stored.pictures, 'Uploaded pictures', 'picture'), ...unused(stored.pdfs, 'Uploaded PDFs', 'PDF')];
}

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
  // The office deletes through the editor, never git: in the media library a field of the same kind
  // opens (each collection keeps its pictures in a folder of its own; the top bar's Media shows the
  // pages' pictures only), with the editor's own button names.
  const unused = (files: readonly string[], form: string, noun: string, where: string) =>
    files
      .filter((file) => !used.has(file))
      .map((file) =>
        problem(
          'warn',
          { file, form, labels: [basename(file)] },
          {
            // The build prints this line, and the office runs builds too: the editor's way first.
            developer: `no entry uses this ${noun} any more; delete it in the editor\u2019s media library (or git rm "${file}"), or name it in an entry`,
            office: `not used by any entry, and not published: delete it in the media library (${where}; select ${basename(file)}, then Delete selected), or leave it`,
          },
        ),
      );
  return [
    ...unused(
      stored.pictures,
      'Uploaded pictures',
      'picture',
      'Media at the top of the editor for a page\u2019s picture; for any other, Choose an image or Choose different image in a photo field of the same kind',
    ),
    ...unused(stored.pdfs, 'Uploaded PDFs', 'PDF', 'Choose a file or Choose different file in any PDF field'),
  ];
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: Decap's locales come without types; what is read of them is described below.
import english from 'decap-cms-locales/dist/esm/en/index.js';
import { unusedFileProblems } from '../../src/lib/content/unused-files.ts';
import { developerLine, officeLine } from '../../src/lib/content/content-problems.ts';

/** The editor's English words (Decap's own, as decap-cms.js registers them): its buttons for files. */
type Buttons = { choose: string; chooseDifferent: string };
const en = english as {
  editor: { editorWidgets: { image: Buttons; file: Buttons } };
  mediaLibrary: { mediaLibraryModal: { deleteSelected: string } };
  app: { header: { media: string } };
};

// Files as the content would hold them; only their names and folders matter here.
const picture = 'src/assets/products/deleted-product.jpg';
const pdf = 'public/files/spec-sheets/deleted-product.pdf';
const found = unusedFileProblems(
  { pictures: [picture, 'src/assets/products/kept.jpg'], pdfs: [pdf] },
  new Set(['src/assets/products/kept.jpg']),
);

describe('unusedFileProblems', () => {
  it('warns of each file no entry uses, and of no other', () => {
    expect(found.map(({ severity, at }) => `${severity} ${at.file}`)).toEqual([`warn ${picture}`, `warn ${pdf}`]);
  });

  it('tells the developer the command, and the office the editor\u2019s own buttons, never a command or a path', () => {
    const { image, file } = en.editor.editorWidgets;
    const { deleteSelected } = en.mediaLibrary.mediaLibraryModal;
    const [forPicture, forPdf] = found;
    expect(developerLine(forPicture!)).toContain(`git rm "${picture}"`);
    // The office runs builds too: the line names the editor's way before git's.
    expect(developerLine(forPicture!)).toMatch(/delete it in the editor\u2019s media library \(or git rm/);
    expect(developerLine(forPdf!)).toContain(`git rm "${pdf}"`);
    for (const [problem, widget] of [
      [forPicture!, image],
      [forPdf!, file],
    ] as const) {
      const line = officeLine(problem);
      expect(line).not.toMatch(/git|src\/|public\//);
      expect(line).toContain(deleteSelected);
      expect(line).toContain(widget.choose);
      expect(line).toContain(widget.chooseDifferent);
    }
    // The top bar's Media (the pages' pictures) is named for a picture.
    expect(officeLine(forPicture!)).toContain(en.app.header.media);
  });
});

// @vitest-environment node
// How the content loader reads an editor's files: what it refuses by name, and the line it names.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listEntryFiles, readEntryFile } from '../../src/loaders/entry-files.ts';
import { checkLinkedFiles } from '../../src/loaders/linked-files.ts';
import { checkMarkdownBody } from '../../src/lib/content/markdown-rules.ts';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'entries-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('listEntryFiles', () => {
  it('lists the entries by id, skipping files a computer leaves behind', () => {
    const dir = folder({ 'b.yaml': '', 'a-1.yaml': '', '.DS_Store': '', 'a-1.yaml~': '' });
    expect(listEntryFiles(dir, 'yaml').map(({ id }) => id)).toEqual(['a-1', 'b']);
  });

  it.each([
    ['staff.yml', 'yaml', 'is not read: entries in DIR are .yaml files. Rename it to staff.yaml if it is an entry'],
    ['pke.markdown', 'markdown', 'is not read: entries in DIR are .md files. Rename it to pke.md if it is an entry'],
    ['notes.txt', 'markdown', 'is not read: entries in DIR are .md files. Rename it to notes.md'],
    ['Calf Grower.md', 'markdown', 'the file name must be lower-case words joined by hyphens, like calf-grower-16.md'],
    ['PKE.md', 'markdown', 'the file name must be lower-case words joined by hyphens'],
  ] as const)('refuses %s by name', (name, format, message) => {
    const dir = folder({ [name]: '' });
    expect(() => listEntryFiles(dir, format)).toThrow(`${join(dir, name)}: ${message.replace('DIR', dir)}`);
  });

  it('reads a missing folder as a collection with no entries, as git leaves one whose last entry was deleted', () => {
    expect(listEntryFiles(join(folder({}), 'notices'), 'yaml')).toEqual([]);
  });

  it('refuses a sub-folder, whose files would not be read', () => {
    const dir = folder({ 'old/pke.md': '' });
    expect(() => listEntryFiles(dir, 'markdown')).toThrow(`${join(dir, 'old')}: folders are not read here`);
  });
});

describe('readEntryFile', () => {
  it('reads a YAML record and Markdown front matter with its body', () => {
    const dir = folder({ 'a.yaml': 'name: A\norder: 1\n', 'b.md': '---\nname: B\n---\n\nHello\n' });
    expect(readEntryFile(join(dir, 'a.yaml'), 'yaml').data).toEqual({ name: 'A', order: 1 });
    expect(readEntryFile(join(dir, 'b.md'), 'markdown')).toMatchObject({ data: { name: 'B' }, body: '\nHello\n', bodyLine: 4 });
  });

  it('names the file and line of a YAML syntax error', () => {
    const dir = folder({ 'a.yaml': 'name: A\nrole: [Sales\norder: 1\n' });
    expect(() => readEntryFile(join(dir, 'a.yaml'), 'yaml')).toThrow(
      new RegExp(`^${join(dir, 'a.yaml')}:\\d+: this YAML does not parse: `),
    );
  });

  it('counts front-matter lines from the top of the file', () => {
    const dir = folder({ 'a.md': '---\nname: A\nsummary: "unclosed\n---\n' });
    expect(() => readEntryFile(join(dir, 'a.md'), 'markdown')).toThrow(
      new RegExp(`^${join(dir, 'a.md')}:3: this YAML does not parse: Missing closing "quote`),
    );
  });

  it('refuses a field written twice', () => {
    const dir = folder({ 'a.yaml': 'name: A\nname: B\n' });
    expect(() => readEntryFile(join(dir, 'a.yaml'), 'yaml')).toThrow(/this YAML does not parse: Map keys must be unique/);
  });

  it('names front matter that is never closed, instead of calling every field missing', () => {
    const dir = folder({ 'a.md': '---\nname: A\nsummary: B\n\nSome text\n' });
    expect(() => readEntryFile(join(dir, 'a.md'), 'markdown')).toThrow(
      `${join(dir, 'a.md')}:1: the front matter that starts on line 1 is never closed: add a line "---" after the last field`,
    );
  });

  it('names a Markdown file without front matter', () => {
    const dir = folder({ 'a.md': 'name: A\n' });
    expect(() => readEntryFile(join(dir, 'a.md'), 'markdown')).toThrow(`${join(dir, 'a.md')}:1: must start with front matter`);
  });

  it('refuses a file that is a list or a single value rather than fields', () => {
    const dir = folder({ 'a.yaml': '- name: A\n', 'b.yaml': 'just text\n' });
    expect(() => readEntryFile(join(dir, 'a.yaml'), 'yaml')).toThrow('must hold fields written as "name: value"');
    expect(() => readEntryFile(join(dir, 'b.yaml'), 'yaml')).toThrow('must hold fields written as "name: value"');
  });
});

describe('checkLinkedFiles', () => {
  it('names the field and the place it looked for a photo that is not there', () => {
    const dir = folder({ 'pke.md': '', 'pke.jpg': '' });
    const file = join(dir, 'pke.md');
    expect(() => checkLinkedFiles(file, { photo: { src: './pke.jpg' } })).not.toThrow();
    expect(() => checkLinkedFiles(file, { sections: [{ photos: [{ src: './missing.jpg' }] }] })).toThrow(
      `${file}: sections.0.photos.0.src: the picture "./missing.jpg" does not exist`,
    );
  });

  it('names an uploaded PDF that is not in public/files', () => {
    const file = 'src/content/declarations/molasses-25-26.yaml';
    expect(() => checkLinkedFiles(file, { pdf: '/files/no-such-declaration.pdf' })).toThrow(
      `${file}: pdf: the PDF "/files/no-such-declaration.pdf" does not exist (looked for public/files/no-such-declaration.pdf)`,
    );
    // The office reads it without the folder.
    expect(() => checkLinkedFiles(file, { pdf: '/files/no-such-declaration.pdf' })).toThrow(
      expect.objectContaining({
        problems: [
          expect.objectContaining({
            office: 'the PDF "no-such-declaration.pdf" is not among the uploaded files; upload it again, or choose another',
          }),
        ],
      }),
    );
    // A path on the file storage is an address, not a file here.
    expect(() => checkLinkedFiles(file, { pdf: 'declarations/molasses-25-26.pdf' })).not.toThrow();
  });

  it('refuses a picture the image pipeline cannot read, such as an iPhone\u2019s HEIC, saying what to do', () => {
    const dir = folder({ 'staff.yaml': '', 'IMG_0412.HEIC': '' });
    const file = join(dir, 'staff.yaml');
    expect(() => checkLinkedFiles(file, { photo: { src: './IMG_0412.HEIC' } })).toThrow(
      `${file}: photo.src: "./IMG_0412.HEIC" is a HEIC picture, which the site cannot show; save it as a JPEG or PNG`,
    );
  });
});

describe('checkMarkdownBody', () => {
  const check = (body: string) => () => checkMarkdownBody({ file: 'src/content/products/x.md' }, body, 10);

  it('accepts text, lists, emphasis and links to allowed places', () => {
    expect(
      check(
        'Feed **1-2 kg**.\n\n- a\n- b\n\nSee [trailers](/feed-trailers), [MPI](https://www.mpi.govt.nz/), [call](tel:+6435550142), <https://example.co.nz>.',
      ),
    ).not.toThrow();
  });

  it.each([
    ['<script>alert(1)</script>', 'raw HTML (<script>alert(1)</script>) is not allowed in the text'],
    ['Hello <b onclick="x()">there</b>', 'raw HTML (<b onclick="x()">) is not allowed'],
    ['<iframe src="https://evil.example"></iframe>', 'raw HTML (<iframe src="https://evil.example"></ifr) is not allowed'],
    ['<style>body{display:none}</style>', 'raw HTML (<style>body{display:none}</style>) is not allowed'],
    ['<!-- note -->', 'raw HTML (<!-- note -->) is not allowed'],
  ])('refuses raw HTML %s, naming the line', (body, message) => {
    expect(check(`Text.\n\n${body}`)).toThrow(`src/content/products/x.md:12: ${message}`);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'http://example.com', '//evil.example/x', 'vbscript:x'])(
    'refuses a link to %s',
    (url) => {
      expect(check(`[click](${url})`)).toThrow(`src/content/products/x.md:10: the link "${url}" is not allowed`);
    },
  );

  it('refuses a reference-style link definition to a forbidden place', () => {
    expect(check('[click][x]\n\n[x]: javascript:alert(1)')).toThrow('the link "javascript:alert(1)" is not allowed');
  });

  it('refuses pictures in the text', () => {
    expect(check('![cow](https://example.com/cow.png)')).toThrow('pictures in the text are not shown');
  });

  it('refuses a body of unreasonable length', () => {
    expect(check('word '.repeat(5000))).toThrow('the text is 25000 characters long; keep it under 20000');
  });
});

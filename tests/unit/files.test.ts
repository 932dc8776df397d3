// PDF addresses and the sizes their links show.
import { describe, expect, it } from 'vitest';
import { UPLOADED_FILES, fileUrl, formatFileSize, ownFilePath, uploadedFile } from '../../src/lib/paths/files.ts';

describe('formatFileSize', () => {
  it('writes kilobytes below a thousand, then megabytes', () => {
    expect(formatFileSize(220 * 1024)).toBe('220 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(999 * 1024)).toBe('999 KB');
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(23.6 * 1024 * 1024)).toBe('24 MB');
  });
});

describe('ownFilePath and fileUrl', () => {
  const storage = 'https://files.example.co.nz/';

  it('serve an uploaded PDF at its own address, with or without a file storage', () => {
    expect(ownFilePath(storage, `${UPLOADED_FILES.path}feed-trailer.pdf`)).toBe('/files/feed-trailer.pdf');
    expect(fileUrl(storage, `${UPLOADED_FILES.path}feed-trailer.pdf`)).toBe('/files/feed-trailer.pdf');
    expect(uploadedFile('/files/feed-trailer.pdf')).toBe(`${UPLOADED_FILES.dir}/feed-trailer.pdf`);
  });

  it('lead a relative path to the file storage when the settings give one', () => {
    expect(ownFilePath(storage, 'spec-sheets/pke.pdf')).toBeUndefined();
    expect(fileUrl(storage, 'spec-sheets/pke.pdf')).toBe('https://files.example.co.nz/spec-sheets/pke.pdf');
    expect(fileUrl('https://files.example.co.nz/feeds', 'spec-sheets/pke.pdf')).toBe(
      'https://files.example.co.nz/feeds/spec-sheets/pke.pdf',
    );
  });

  it('make a relative path one of the site\u2019s own files when there is no file storage', () => {
    expect(ownFilePath(undefined, 'spec-sheets/pke.pdf')).toBe('/files/spec-sheets/pke.pdf');
    expect(fileUrl(undefined, 'spec-sheets/pke.pdf')).toBe('/files/spec-sheets/pke.pdf');
  });
});

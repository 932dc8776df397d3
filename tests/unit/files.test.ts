// PDF addresses and the sizes their links show.
import { describe, expect, it } from 'vitest';
import { UPLOADED_FILES, fileUrl, formatFileSize, uploadedFileSize } from '../../src/lib/files';

describe('formatFileSize', () => {
  it('writes kilobytes below a thousand, then megabytes', () => {
    expect(formatFileSize(220 * 1024)).toBe('220 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(999 * 1024)).toBe('999 KB');
    expect(formatFileSize(1.44 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize(23.6 * 1024 * 1024)).toBe('24 MB');
  });
});

describe('uploadedFileSize', () => {
  const sizes = new Map([[`${UPLOADED_FILES.dir}/feed-trailer.pdf`, 225_280]]);
  const stat = (file: string) => (sizes.has(file) ? { size: sizes.get(file)! } : undefined);

  it('gives the size of an uploaded PDF from its file in the repository', () => {
    expect(uploadedFileSize(`${UPLOADED_FILES.path}feed-trailer.pdf`, stat)).toBe('220 KB');
  });

  it('gives none for a PDF on the file storage, or one that is missing', () => {
    expect(uploadedFileSize('spec-sheets/feed-trailer.pdf', stat)).toBeUndefined();
    expect(uploadedFileSize(`${UPLOADED_FILES.path}gone.pdf`, stat)).toBeUndefined();
  });

  it('looks for an uploaded PDF where its address says', () => {
    expect(fileUrl('https://files.example.co.nz/', `${UPLOADED_FILES.path}feed-trailer.pdf`)).toBe('/files/feed-trailer.pdf');
  });
});

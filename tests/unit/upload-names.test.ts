// @vitest-environment node
// The editor's upload guard (src/admin/uploads.ts) names each picture after its contents, and
// knows an iPhone's HEIC photo by its name or type.
import { describe, expect, it } from 'vitest';
import { HASH_DIGITS, HEIC_REFUSED, isHeic, isPicture, uploadName } from '../../src/admin/upload-names';

const hashOf = (digit: string) => digit.repeat(64);

describe('uploadName', () => {
  it('keeps the picture\u2019s own name and adds a short hash of its contents', () => {
    expect(uploadName('IMG_1234.jpg', hashOf('a'))).toBe(`IMG_1234-${'a'.repeat(HASH_DIGITS)}.jpg`);
    expect(uploadName('photo', hashOf('b'))).toBe(`photo-${'b'.repeat(HASH_DIGITS)}`);
    expect(uploadName('my.holiday.JPEG', hashOf('C'))).toBe(`my.holiday-${'c'.repeat(HASH_DIGITS)}.JPEG`);
  });

  it('gives two different photos of one name two names, and one photo the same name each time', () => {
    expect(uploadName('IMG_1234.jpg', hashOf('1'))).not.toBe(uploadName('IMG_1234.jpg', hashOf('2')));
    expect(uploadName('IMG_1234.jpg', hashOf('1'))).toBe(uploadName('IMG_1234.jpg', hashOf('1')));
  });
});

describe('isHeic and isPicture', () => {
  it('knows a HEIC photo by its name or its type', () => {
    for (const [name, type] of [
      ['IMG_0412.HEIC', ''],
      ['IMG_0412.heif', ''],
      ['IMG_0412', 'image/heic'],
      ['x.bin', 'image/heif-sequence'],
    ])
      expect(isHeic(name!, type), `${name} ${type}`).toBe(true);
    for (const [name, type] of [
      ['IMG_0412.jpg', 'image/jpeg'],
      ['heic-notes.pdf', 'application/pdf'],
    ])
      expect(isHeic(name!, type), name).toBe(false);
  });

  it('treats pictures as pictures, and leaves a PDF alone', () => {
    expect(isPicture('IMG_0412.HEIC')).toBe(true);
    expect(isPicture('a', 'image/png')).toBe(true);
    expect(isPicture('spec.pdf', 'application/pdf')).toBe(false);
  });

  it('says what to do with a HEIC photo, in the office\u2019s words', () => {
    expect(HEIC_REFUSED).toContain('Choose Most Compatible in the iPhone\u2019s camera settings');
    expect(HEIC_REFUSED).toContain('send the photo as a JPEG');
  });
});

// @vitest-environment node
// The editor's upload guard (src/admin/uploads.ts) names each upload, picture or PDF, after its
// entry and field and its contents, and knows an iPhone's HEIC photo by its name or type.
import { describe, expect, it } from 'vitest';
import { HASH_DIGITS, HEIC_REFUSED, isHeic, preparedUploads, uploadName, uploadStem } from '../../src/admin/upload-names.ts';

const hashOf = (digit: string) => digit.repeat(64);

describe('uploadName', () => {
  it('keeps the picture\u2019s own name and adds a short hash of its contents', () => {
    expect(uploadName('IMG_1234.jpg', hashOf('a'))).toBe(`IMG_1234-${'a'.repeat(HASH_DIGITS)}.jpg`);
    expect(uploadName('photo', hashOf('b'))).toBe(`photo-${'b'.repeat(HASH_DIGITS)}`);
    expect(uploadName('my.holiday.JPEG', hashOf('C'))).toBe(`my.holiday-${'c'.repeat(HASH_DIGITS)}.JPEG`);
  });

  it('names it after its entry and field where the form gives them, so the media library says whose it is', () => {
    expect(uploadName('spec.pdf', hashOf('3'), uploadStem('soybean-meal', 'specSheet'))).toBe(
      `soybean-meal-spec-${'3'.repeat(HASH_DIGITS)}.pdf`,
    );
    // A photo's picture and a declaration's PDF say nothing more than their entry's name.
    expect(uploadStem('kiri-ngata', 'src')).toBe('kiri-ngata');
    expect(uploadStem('dry-feed-26-27', 'pdf')).toBe('dry-feed-26-27');
    expect(uploadStem('home', 'mainPicture')).toBe('home-main');
    // A new entry is named from what is typed so far, as its file will be.
    expect(uploadStem('Māori Oats 2 kg', 'specSheet')).toBe('maori-oats-2-kg-spec');
    expect(uploadStem(undefined, 'specSheet')).toBeUndefined();
    expect(uploadStem('', 'src')).toBeUndefined();
  });

  it('gives two different photos of one name two names, and one photo the same name each time', () => {
    expect(uploadName('IMG_1234.jpg', hashOf('1'))).not.toBe(uploadName('IMG_1234.jpg', hashOf('2')));
    expect(uploadName('IMG_1234.jpg', hashOf('1'))).toBe(uploadName('IMG_1234.jpg', hashOf('1')));
  });
});

describe('preparedUploads', () => {
  const hashName = async (name: string, contents: string) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(contents));
    const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return uploadName(name, hex);
  };
  const noHeic = () => Promise.resolve(undefined);

  it('names two PDFs of one name for two products apart, each after its contents', async () => {
    const name = 'barley-pellets-spec.pdf';
    const ready = await preparedUploads(
      [new File(['%PDF barley'], name, { type: 'application/pdf' }), new File(['%PDF tapioca'], name, { type: 'application/pdf' })],
      noHeic,
    );
    expect(ready?.map((file) => file.name)).toEqual([await hashName(name, '%PDF barley'), await hashName(name, '%PDF tapioca')]);
    expect(ready?.[0]!.name).not.toBe(ready?.[1]!.name);
    expect(ready?.[0]!.type).toBe('application/pdf');
  });

  it('renames pictures too, and a HEIC photo as the JPEG it was turned into', async () => {
    const jpeg = new File(['jpeg bytes'], 'IMG_0412.jpg', { type: 'image/jpeg' });
    const ready = await preparedUploads([new File(['png'], 'yard.png', { type: 'image/png' }), new File(['heic'], 'IMG_0412.HEIC')], () =>
      Promise.resolve(jpeg),
    );
    expect(ready?.map((file) => file.name)).toEqual([await hashName('yard.png', 'png'), await hashName('IMG_0412.jpg', 'jpeg bytes')]);
  });

  it('passes every other file through the resizing step before naming it after what it became', async () => {
    const smaller = new File(['smaller jpeg'], 'IMG_0413.jpg', { type: 'image/jpeg' });
    const resized = (file: File) => Promise.resolve(file.name === 'IMG_0413.jpg' ? smaller : file);
    const ready = await preparedUploads(
      [new File(['wide jpeg'], 'IMG_0413.jpg', { type: 'image/jpeg' }), new File(['%PDF'], 'spec.pdf')],
      noHeic,
      undefined,
      resized,
    );
    expect(ready?.map((file) => file.name)).toEqual([await hashName('IMG_0413.jpg', 'smaller jpeg'), await hashName('spec.pdf', '%PDF')]);
  });

  it('uploads nothing when a HEIC photo cannot be opened', async () => {
    expect(await preparedUploads([new File(['a'], 'spec.pdf'), new File(['b'], 'IMG_1.heic')], noHeic)).toBeUndefined();
  });
});

describe('isHeic', () => {
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

  it('says what to do with a HEIC photo, in the office\u2019s words', () => {
    expect(HEIC_REFUSED).toContain('Choose Most Compatible in the iPhone\u2019s camera settings');
    expect(HEIC_REFUSED).toContain('send the photo as a JPEG');
  });
});

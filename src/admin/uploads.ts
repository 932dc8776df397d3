// The editor's upload guard: every file chosen in the editor's media library passes through here
// before the editor sees it (a listener on the page that runs ahead of the editor's own).
// - Each file, picture or PDF, is renamed after the entry and field it is chosen for (or its own
//   name, from the Media tab) plus a short hash of its contents (upload-names.ts): the media library
//   then says whose each file is (soybean-meal-spec-3f83273e.pdf), and a second IMG_1234.jpg or
//   barley-pellets-spec.pdf is a new file, never a replacement of the first.
// - A HEIC photo (an iPhone's own format) is turned into a JPEG where the browser can open it;
//   where it cannot, nothing is uploaded and the page says so in words, with what to do.
// - A picture wider than the site ever shows is made that wide (a phone's 4,000 px photo), here
//   because the editor's own resizing sets every picture to one width, enlarging a small one too.
// Runs on /admin only.
import { showMessage } from './message.ts';
import { editorPageData } from './page-data.ts';
import { HEIC_REFUSED, preparedUploads, uploadStem } from './upload-names.ts';

/** The field whose "Choose…" button opened the media library last, by its name in the form. */
let chosenFor: string | undefined;

/** The form's name for the field a button sits in: Decap labels each field for a control whose id is `<name>-field-<n>`. */
function fieldOf(button: Element): string | undefined {
  for (let box = button.parentElement; box; box = box.parentElement) {
    const label = box.querySelector('label[for*="-field-"]');
    if (label) return label.getAttribute('for')!.replace(/-field-.*$/, '');
  }
  return undefined;
}

/**
 * What the open entry is called now: the name typed in its form (a new person's, or a sample
 * person's the office has renamed), else its file name. A photo for the person who took over a
 * sample's entry is named after them, not after the sample they replaced.
 */
function openEntry(): string | undefined {
  const [, collection, id] = window.location.hash.match(/^#\/collections\/([^/]+)\/(?:entries\/([^/?]+)|new)/) ?? [];
  const identifier = collection ? editorPageData().identifiers[collection] : undefined;
  const typed = identifier ? document.querySelector<HTMLInputElement>(`input[id^="${identifier}-field-"]`)?.value.trim() : undefined;
  return typed || id;
}

window.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A field's "Choose an image", "Choose a file" or "Choose different file" opens the media library for it.
    if (button && /^choose\b/i.test(button.textContent?.trim() ?? '') && !button.closest('.ReactModal__Content'))
      chosenFor = fieldOf(button);
  },
  true,
);

/** The change events this guard sends on itself, with the files replaced: the editor handles those. */
const resent = new WeakSet<Event>();

/** The widest a picture is kept: twice the widest the site shows one at. */
const WIDEST = 2000;

/** The picture decoded; undefined when this browser cannot open it (a HEIC photo outside Safari). */
const decoded = (file: File): Promise<ImageBitmap | undefined> => createImageBitmap(file).catch(() => undefined);

/** The decoded picture as a JPEG at most WIDEST pixels wide, its shape kept, named as the file was. */
async function jpegOf(file: File, bitmap: ImageBitmap): Promise<File | undefined> {
  const scale = Math.min(1, WIDEST / bitmap.width);
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)];
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
  if (!blob) return undefined;
  return new File([blob], file.name.replace(/\.[^.]+$/, '.jpg'), { type: 'image/jpeg', lastModified: file.lastModified });
}

/** A HEIC photo as a JPEG at most WIDEST pixels wide; undefined when this browser cannot open it. */
async function heicAsJpeg(file: File): Promise<File | undefined> {
  const bitmap = await decoded(file);
  return bitmap && jpegOf(file, bitmap);
}

/** A picture wider than WIDEST made that wide, decoded once; any other file as it is. */
async function atMostWidest(file: File): Promise<File> {
  if (!/^image\/(?:jpeg|png|webp)$/i.test(file.type)) return file;
  const bitmap = await decoded(file);
  return bitmap && bitmap.width > WIDEST ? ((await jpegOf(file, bitmap)) ?? file) : file;
}

window.addEventListener(
  'change',
  (event) => {
    const input = event.target;
    if (resent.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    // Held back until the files are ready; the editor gets them in a change event of their own.
    event.stopImmediatePropagation();
    void preparedUploads([...input.files], heicAsJpeg, uploadStem(openEntry(), chosenFor), atMostWidest).then((ready) => {
      if (!ready) {
        showMessage(HEIC_REFUSED);
        input.value = '';
        return;
      }
      const transfer = new DataTransfer();
      for (const file of ready) transfer.items.add(file);
      input.files = transfer.files;
      const again = new Event('change', { bubbles: true });
      resent.add(again);
      input.dispatchEvent(again);
    });
  },
  true,
);

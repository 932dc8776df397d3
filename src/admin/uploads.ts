// The editor's upload guard: every picture chosen in the editor's media library passes through
// here before the editor sees it (a listener on the page that runs ahead of the editor's own).
// - Each picture is renamed to its own name plus a short hash of its contents (upload-names.ts),
//   so a second IMG_1234.jpg for another person is a new file, never a replacement of the first.
// - A HEIC photo (an iPhone's own format) is turned into a JPEG where the browser can open it;
//   where it cannot, nothing is uploaded and the page says so in words, with what to do.
// Runs on /admin only. PDFs and other files pass unchanged.
import { HEIC_REFUSED, isHeic, isPicture, uploadName } from './upload-names';

/** The change events this guard sends on itself, with the files replaced: the editor handles those. */
const resent = new WeakSet<Event>();

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** A HEIC photo as a JPEG, or undefined when this browser cannot decode HEIC. */
async function heicAsJpeg(file: File): Promise<File | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return undefined;
  }
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [bitmap.width, bitmap.height];
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
  if (!blob) return undefined;
  return new File([blob], file.name.replace(/\.hei[cf]$/i, '.jpg'), { type: 'image/jpeg', lastModified: file.lastModified });
}

/** The picture, renamed after its contents. */
async function renamed(file: File): Promise<File> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return new File([file], uploadName(file.name, hex(digest)), { type: file.type, lastModified: file.lastModified });
}

/** Shows `text` over the editor until it is closed; read out at once by screen readers. */
function showMessage(text: string) {
  document.querySelector('.upload-message')?.remove();
  const box = document.createElement('div');
  box.className = 'upload-message';
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:fixed;z-index:100000;inset:1rem 1rem auto;max-width:40rem;margin:auto;padding:1rem 1.25rem;' +
    'background:#fff4e5;color:#3d2600;border:2px solid #b35c00;border-radius:6px;font:16px/1.45 system-ui,sans-serif;' +
    'box-shadow:0 4px 16px rgb(0 0 0 / 25%)';
  const words = document.createElement('p');
  words.style.margin = '0 0 0.75rem';
  words.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  close.style.cssText = 'font:inherit;padding:0.3rem 1.2rem;cursor:pointer';
  close.addEventListener('click', () => box.remove());
  box.append(words, close);
  document.body.append(box);
  close.focus();
}

/** The chosen files as they should be uploaded, or undefined (and a message shown) when one cannot be. */
async function prepared(files: File[]): Promise<File[] | undefined> {
  const ready: File[] = [];
  for (const file of files) {
    if (!isPicture(file.name, file.type)) {
      ready.push(file);
      continue;
    }
    const readable = isHeic(file.name, file.type) ? await heicAsJpeg(file) : file;
    if (!readable) {
      showMessage(HEIC_REFUSED);
      return undefined;
    }
    ready.push(await renamed(readable));
  }
  return ready;
}

window.addEventListener(
  'change',
  (event) => {
    const input = event.target;
    if (resent.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    const files = [...input.files];
    if (!files.some((file) => isPicture(file.name, file.type))) return;
    // Held back until the files are ready; the editor gets them in a change event of their own.
    event.stopImmediatePropagation();
    void prepared(files).then((ready) => {
      if (!ready) {
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

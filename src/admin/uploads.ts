// The editor's upload guard: every file chosen in the editor's media library passes through here
// before the editor sees it (a listener on the page that runs ahead of the editor's own).
// - Each file, picture or PDF, is renamed to its own name plus a short hash of its contents
//   (upload-names.ts), so a second IMG_1234.jpg for another person, or a second
//   barley-pellets-spec.pdf for another product, is a new file, never a replacement of the first.
// - A HEIC photo (an iPhone's own format) is turned into a JPEG where the browser can open it;
//   where it cannot, nothing is uploaded and the page says so in words, with what to do.
// Runs on /admin only.
import { HEIC_REFUSED, preparedUploads } from './upload-names';

/** The change events this guard sends on itself, with the files replaced: the editor handles those. */
const resent = new WeakSet<Event>();

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

window.addEventListener(
  'change',
  (event) => {
    const input = event.target;
    if (resent.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    // Held back until the files are ready; the editor gets them in a change event of their own.
    event.stopImmediatePropagation();
    void preparedUploads([...input.files], heicAsJpeg).then((ready) => {
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

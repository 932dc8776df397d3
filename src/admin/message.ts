// A message over the editor in the office's words, until it is closed: read out at once by screen
// readers, its OK button focused. For what the editor itself leaves unsaid (an upload it cannot
// take, a Publish it refuses without a word). Runs on /admin only.

/** Shows `text` over the editor until it is closed, then runs `closed` (to put the focus where the office goes next). */
export function showMessage(text: string, closed?: () => void) {
  document.querySelector('.editor-message')?.remove();
  const box = document.createElement('div');
  box.className = 'editor-message';
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
  close.addEventListener('click', () => {
    box.remove();
    closed?.();
  });
  box.append(words, close);
  document.body.append(box);
  close.focus();
}

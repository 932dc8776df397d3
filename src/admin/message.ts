// A message over the editor in the office's words, read out at once by screen readers: for what the
// editor itself leaves unsaid (an upload it cannot take, a Publish it refuses without a word).
// With it, the wait for the office's next click or key (atNextStep). Runs on /admin only.

interface MessageOptions {
  /**
   * Where the office goes next, focused at once, and the message then stands at the foot of the
   * screen, clear of the editor's bar, until the office's next click or key. Without it, the message
   * stands at the top with its OK focused, until OK is pressed.
   */
  focus?: HTMLElement | null | undefined;
}

/** Shows `text` over the editor (see MessageOptions for where, and for how long). */
export function showMessage(text: string, { focus }: MessageOptions = {}) {
  document.querySelector('.editor-message')?.remove();
  const box = document.createElement('div');
  box.className = 'editor-message';
  box.setAttribute('role', 'alert');
  box.style.cssText =
    `position:fixed;z-index:100000;inset:${focus ? 'auto 1rem 1rem' : '1rem 1rem auto'};max-width:40rem;margin:auto;padding:1rem 1.25rem;` +
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
  if (!focus) return close.focus();
  focus.focus();
  // Gone at the office's next step anywhere else: the form shows the same words at the field.
  atNextStep(
    () => box.remove(),
    (event) => !(event.target instanceof Node && box.contains(event.target)),
  );
}

/**
 * Runs `then` once, at the office's next click or key for which `counts` is true (any, by default);
 * returns the function that stops waiting.
 */
export function atNextStep(then: () => void, counts: (event: Event) => boolean = () => true): () => void {
  const types = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    for (const type of types) document.removeEventListener(type, step, true);
  };
  const step = (event: Event) => {
    if (!counts(event)) return;
    stop();
    then();
  };
  for (const type of types) document.addEventListener(type, step, true);
  return stop;
}

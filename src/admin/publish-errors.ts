// Decap refuses a Publish while a field of the form holds an error, and says so only when a required
// field is empty (its toast). For any other error (an order another entry of the list has, an
// address another page answers at) nothing on screen changes when that field is out of sight: the
// second go-live trial pressed Publish at the foot of a form and saw nothing happen. After a Publish
// or a Save, the first field with an error is brought into view and focused, and a message at the
// foot of the screen names it and says what is wrong, until the office's next click or key. Runs on
// /admin only.
import { decapWindow } from './decap-window.ts';
import { atNextStep, showMessage } from './message.ts';

/** The buttons and menu items that ask Decap to save the form. */
const ASKS_TO_SAVE = /^(?:Publish now|Publish and |Save$)/;
/** How long after the click Decap's checks have marked the form. */
const CHECKED_AFTER_MS = 250;

const { decapStore } = decapWindow();

/** A field the form has marked: its input (none when a folded list hides it), its label and its errors' words. */
interface MarkedField {
  input: HTMLElement | null;
  label: string;
  words: string[];
}

/** The form's fields with an error, in the order the form shows them (any a folded list hides last). */
function fieldsWithErrors(): MarkedField[] {
  const errors = decapStore.getState().entryDraft.get('fieldsErrors') as { toJS(): Record<string, { message?: unknown }[]> } | undefined;
  const shownFirst = (a: MarkedField, b: MarkedField) =>
    !a.input || !b.input
      ? Number(!a.input) - Number(!b.input)
      : a.input.compareDocumentPosition(b.input) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1;
  return Object.entries(errors?.toJS() ?? {})
    .map(([id, list]) => ({
      input: document.getElementById(id),
      label:
        document
          .querySelector(`label[for="${CSS.escape(id)}"]`)
          ?.textContent?.replace(/\s*\(optional\)\s*$/, '')
          .trim() ?? '',
      words: list.map(({ message }) => (typeof message === 'string' ? message.trim() : '')).filter(Boolean),
    }))
    .filter(({ words }) => words.length > 0)
    .sort(shownFirst);
}

function showFirstError() {
  const [first, ...others] = fieldsWithErrors();
  if (!first) return;
  first.input?.scrollIntoView({ block: 'center' });
  const more = others.length === 0 ? '' : ` ${others.length} other field${others.length > 1 ? 's also need' : ' also needs'} changing.`;
  const said = first.words.join(' ');
  // The field focused (where a folded list hides it, the focus stays where it was), the message at the foot.
  const focus = first.input ?? (document.activeElement instanceof HTMLElement ? document.activeElement : document.body);
  showMessage(`Not published: ${first.label || 'a field'} needs changing. ${/[.!?]$/.test(said) ? said : `${said}.`}${more}`, { focus });
}

document.addEventListener('click', (event) => {
  const control = event.target instanceof Element ? event.target.closest('[role="menuitem"], button') : null;
  if (!control || !ASKS_TO_SAVE.test(control.textContent?.trim() ?? '')) return;
  // An office that has already moved on (a click, a key) keeps its place: nothing is scrolled or focused.
  const movedOn = atNextStep(() => window.clearTimeout(pending));
  const pending = window.setTimeout(() => {
    movedOn();
    showFirstError();
  }, CHECKED_AFTER_MS);
});

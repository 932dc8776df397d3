// A problem's link (the local site's bar, a search result) opens its entry's form at the field the
// problem names: /admin#/collections/pages/entries/molasses?field=sections.1.text. Decap's address
// names no field, so this reads it and does what a click on the words in Decap's own preview does
// (its control pane's focus, which unfolds the sections and items on the way and focuses the
// field), then marks the field and brings it to the middle of the screen. Runs on /admin only.
import { editorPageData } from './page-data.ts';

/** A field's control as Decap keeps it: its id and where it sits, and the control inside (with its own fields, or a list's items by key); a list's item is its control alone. */
interface FieldRef extends Inner {
  props: { uniqueFieldId?: string; parentIds?: string[]; field?: { get(key: 'name'): string } };
  innerWrappedControl?: Inner;
}

/** A control inside a field: an object's fields or a list's items; the form's own widgets hold Decap's control as `inner`. */
interface Inner {
  childRefs?: Record<string, FieldRef>;
  state?: { keys?: string[] };
  inner?: Inner;
}

/** The form's control pane: its fields by name, and the focus its preview's clicks use. */
interface ControlPane {
  props: { fields?: unknown };
  childRefs: Record<string, FieldRef>;
  focus(path: string): void;
}

/** A node of React's tree: the component instance it holds, and its first child and next sibling. */
interface Fiber {
  stateNode?: unknown;
  child?: Fiber | null;
  sibling?: Fiber | null;
  return?: Fiber | null;
}

/** The attribute that marks the field, and how it looks. */
const MARK = 'data-field-to-fix';
const MARK_STYLE = `[${MARK}] { outline: 3px solid #b35c00; outline-offset: 6px; border-radius: 4px; scroll-margin: 30vh; }`;

/** How long the form may take to open, and how often to look. */
const WAIT_MS = 20_000;
const EVERY_MS = 200;

/** The field the address names, as a key path; undefined when it names none. */
function fieldParam(): string | undefined {
  const query = window.location.hash.split('?')[1];
  return query ? (new URLSearchParams(query).get(editorPageData().fieldParam) ?? undefined) : undefined;
}

/** The control pane of the open form, found from a field's element up through React's tree. */
function controlPane(): ControlPane | undefined {
  const field = document.querySelector('[id*="-field-"]');
  const key = field && Object.keys(field).find((name) => name.startsWith('__reactFiber$'));
  let fiber = key ? (field as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  while (fiber) {
    const node = fiber.stateNode as Partial<ControlPane> | null | undefined;
    if (node && node.childRefs && typeof node.focus === 'function' && node.props?.fields) return node as ControlPane;
    fiber = fiber.return ?? undefined;
  }
  return undefined;
}

/**
 * The field named `name` that `control` holds itself, not one inside its own fields: Decap files
 * every field of an object under its name, nested ones too, so a section's "text" is filed over by
 * its last item's "text". Found among the fields drawn inside the control, the one nearest to it.
 */
function ownField(control: object, name: string): FieldRef | undefined {
  const fields: FieldRef[] = [];
  const visit = (fiber: Fiber | null | undefined) => {
    for (let node = fiber; node; node = node.sibling) {
      const held = node.stateNode as FieldRef | null | undefined;
      if (held?.props?.uniqueFieldId && held.props.field?.get('name') === name) fields.push(held);
      visit(node.child);
    }
  };
  visit((control as { _reactInternals?: Fiber })._reactInternals?.child);
  const depth = (field: FieldRef) => field.props.parentIds?.length ?? 0;
  return fields.sort((a, b) => depth(a) - depth(b))[0];
}

/** The field at `path`, or the deepest field on the way that the form shows. */
function fieldAt(pane: ControlPane, path: string[]): FieldRef | undefined {
  let found = ownField(pane, path[0]!) ?? pane.childRefs[path[0]!];
  let field = found;
  for (const key of path.slice(1)) {
    let inner: Inner | undefined = found?.innerWrappedControl ?? found;
    while (inner?.inner) inner = inner.inner;
    const keys = inner?.state?.keys;
    const next = keys ? inner?.childRefs?.[keys[Number(key)] ?? ''] : inner && (ownField(inner, key) ?? inner.childRefs?.[key]);
    if (!next) break;
    found = next;
    // A list's item is its control alone; the field it is in is the one to mark.
    if (next.props.uniqueFieldId) field = next;
  }
  return field;
}

/**
 * Marks the field's box (its label and control), brings it to the middle of the screen and puts the
 * typing there. Decap's focus can leave it in another field of the section (a section's words and
 * its items' words share a field name), where what is typed next would replace that field's words.
 */
function mark(field: FieldRef) {
  const id = field.props.uniqueFieldId;
  const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
  // The label sits in a bar of its own; the box around it holds the field's control and hint too.
  let box = label?.parentElement;
  if (box && !box.querySelector(`[id="${CSS.escape(id!)}"]`)) box = box.parentElement;
  if (!box) return false;
  for (const marked of document.querySelectorAll(`[${MARK}]`)) marked.removeAttribute(MARK);
  box.setAttribute(MARK, '');
  box.scrollIntoView({ block: 'center' });
  const control = document.getElementById(id!);
  control?.focus({ preventScroll: true });
  // A control that takes no focus itself (a list, a choice): the typing goes nowhere rather than elsewhere.
  if (document.activeElement !== control && !box.contains(document.activeElement)) (document.activeElement as HTMLElement | null)?.blur();
  return true;
}

let opening = 0;

/** Opens the form at the field the address names, once the form is there. */
async function openAtField() {
  const path = fieldParam();
  const attempt = ++opening;
  for (const marked of document.querySelectorAll(`[${MARK}]`)) marked.removeAttribute(MARK);
  if (!path) return;
  const keys = path.split('.');
  for (let waited = 0; waited < WAIT_MS && attempt === opening; waited += EVERY_MS) {
    const pane = controlPane();
    if (pane?.childRefs[keys[0]!]) {
      pane.focus(path);
      // Unfolding a section or an item draws its fields a moment later.
      await new Promise((done) => window.setTimeout(done, 2 * EVERY_MS));
      const field = fieldAt(pane, keys);
      if (field && mark(field)) return;
    }
    await new Promise((done) => window.setTimeout(done, EVERY_MS));
  }
}

const style = document.createElement('style');
style.textContent = MARK_STYLE;
document.head.append(style);
/** The entry whose form an editor address opens, as collection/id; none for a list or a new entry. */
const entryIn = (hash: string) => /^#\/collections\/([^/]+)\/entries\/([^?/]+)/.exec(hash)?.slice(1).join('/');

// Decap keeps the open form when the address goes straight from one entry to another (a field link
// followed in the same tab): the form would show one entry under the other's address, and a save
// write it there. Such a move loads the editor afresh (asking first, if the form has changes).
let entryShown = entryIn(location.hash);
window.addEventListener('hashchange', () => {
  const entry = entryIn(location.hash);
  if (entryShown && entry && entry !== entryShown) return location.reload();
  entryShown = entry;
  void openAtField();
});
void openAtField();

// A field's red mark and its words follow its value. Decap checks a field when a save is asked for,
// and takes its mark away when that field itself is changed, valid or not; a mark that another
// field's value decides (an order tied in a list, which a new category frees) stayed red after
// the form was put right, and a field emptied again after its mark went showed none. Once the form
// has marked a field, that field is checked again as the form changes, with the same checks, so its
// mark and words are there while its value is wrong and gone as soon as it is right. Runs on /admin
// only.
import { decapWindow } from './decap-window.ts';

/** A field as Decap draws it: its id, its marks, and its check (presence, pattern and the field's own). */
interface FieldWidget {
  props: { uniqueFieldId?: string };
  validate(): void;
}

/** A node of React's tree: the component instance it holds, and its first child, next sibling and parent. */
interface Fiber {
  stateNode?: unknown;
  child?: Fiber | null;
  sibling?: Fiber | null;
  return?: Fiber | null;
}

/** Each field of the open form, found through React's tree from any field drawn. */
function fieldWidgets(): FieldWidget[] {
  const drawn = document.querySelector('[id*="-field-"]');
  const key = drawn && Object.keys(drawn).find((name) => name.startsWith('__reactFiber$'));
  let top = key ? (drawn as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  while (top?.return) top = top.return;
  const found: FieldWidget[] = [];
  const visit = (first: Fiber | null | undefined) => {
    for (let node = first; node; node = node.sibling) {
      const held = node.stateNode as Partial<FieldWidget> | null | undefined;
      if (held && typeof held.validate === 'function' && typeof held.props?.uniqueFieldId === 'string') found.push(held as FieldWidget);
      visit(node.child);
    }
  };
  visit(top?.child);
  return found;
}

const { decapStore } = decapWindow();

/** The fields the form has marked since it opened, by their ids. */
const marked = new Set<string>();
/** The entry as last seen, and which entry it is (a new form forgets the marks of the last). */
let seen: unknown;
let form: string | undefined;
let pending: number | undefined;

/** Checks each field marked since the form opened again, now that its value or another's has changed. */
function checkMarked() {
  pending = undefined;
  for (const widget of fieldWidgets()) if (marked.has(widget.props.uniqueFieldId!)) widget.validate();
}

decapStore.subscribe(() => {
  const draft = decapStore.getState().entryDraft;
  const errors = draft.get('fieldsErrors') as { keySeq(): { toArray(): string[] } } | undefined;
  const entry = draft.get('entry') as { get(key: string): unknown } | undefined;
  const which = entry
    ? `${String(entry.get('collection'))}/${String(entry.get('slug') ?? '')}/${String(entry.get('newRecord'))}`
    : undefined;
  if (which !== form) {
    form = which;
    marked.clear();
  }
  for (const id of errors?.keySeq().toArray() ?? []) marked.add(id);
  if (entry === seen) return;
  seen = entry;
  // After the form has drawn the new value.
  if (marked.size > 0 && pending === undefined) pending = window.setTimeout(checkMarked, 50);
});

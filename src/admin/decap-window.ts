// What the editor's script (decap-cms.js) puts on window for the site's own editor modules: Decap's
// registry, React's element factory and createClass, described once. Where Decap calls back with its
// own data (a preview's props, the entry being saved), each module describes what it reads of it.

/** A widget as Decap keeps it: its form control, its preview and its options' schema. */
interface Widget {
  control: unknown;
  preview: unknown;
  schema?: object;
}

interface Cms {
  getWidget(name: string): Widget;
  registerWidget(name: string, control: unknown, preview: unknown, schema?: object): void;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate<Props>(collection: string, render: (props: Props) => unknown): void;
  registerEventListener<Event, Result>(listener: { name: 'preSave' | 'postSave'; handler: (event: Event) => Result }): void;
}

/** React's createElement, as the editor's script exposes it. */
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** What the relation widget remembers of each collection's entries for the whole visit (decap-cms.js). */
interface RelationOptions {
  clear(): void;
}

/** An immutable map as Decap keeps its state. */
interface StateMap {
  get(key: string): unknown;
}

/** Decap's store: the form being edited (`entryDraft`: its entry and each field's errors by the field's id), and each collection's configuration. */
interface DecapStore {
  getState(): { entryDraft: StateMap; collections: StateMap };
  subscribe(listener: () => void): () => void;
  dispatch(action: { type: string; payload: unknown }): void;
}

/** The editor's globals: read when a module runs, after the editor's script has loaded. */
export const decapWindow = () =>
  window as unknown as {
    CMS: Cms;
    h: H;
    createClass: (spec: Record<string, unknown>) => unknown;
    relationOptions: RelationOptions;
    /** Reads a collection's list of entries afresh (decap-cms.js). */
    reloadList(name: string): void;
    decapStore: DecapStore;
  };

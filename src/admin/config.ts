// The browser editor's configuration (Decap CMS at /admin), built from the collections' declarations
// (src/collections.ts: each one's schema, derived fields and how the editor lists it) through
// src/admin/fields.ts. Written here is only what is the editor's alone: where pictures are found
// and uploaded photos go, how they are prepared, and the quick filters over a list.
import { posix } from 'node:path';
import { COLLECTION_NAMES, definitionOf, withText, type CollectionName } from '../collections.ts';
import { PHOTO_DESCRIPTION_HINT } from '../loaders/prepare-entries.ts';
import { CONTENT_DIR, collectionDir } from '../loaders/entry-files.ts';
import { IMAGE_EXTENSIONS } from '../lib/content/entry-format.ts';
import { UPLOADED_FILES } from '../lib/paths/files.ts';
import { flattenNav } from '../lib/paths/navigation.ts';
import { PREVIEW_PREFIX, isVisitorPage, pagePath } from '../conventions/paths.ts';
import { TEXT_FIELD } from '../schemas/labels.ts';
import { ORDER_FIELDS } from '../lib/content/order-ties.ts';
import { COUNTS, WORDED_COLLECTIONS, numberWord, placeholder, type CountName, type Counts } from '../lib/content/typed-counts.ts';
import { PATH_FIELDS } from '../lib/paths/route-claims.ts';
import { collectionFields, type CmsField } from './fields.ts';
import { FORM_WIDGETS } from './form-checks.ts';
import { uploadName } from './upload-names.ts';

/** Each fixed set of entries (the pages), as the editor lists them. */
type FixedSets = Partial<Record<CollectionName, readonly FixedEntry[]>>;

/** What the form knows of other collections: each fixed set (the pages) by name, and the counts the words may use. */
interface Known {
  fixed: FixedSets;
  counts: Counts | undefined;
}

/** Text as a pattern matches it, its special characters escaped. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a form names an entry of another collection: a searchable list of that collection's entries,
 * or for a fixed set (the pages, a form each, which the editor cannot search), a choice of the
 * pages a visitor can reach, by their names. The list is the editor's own relation widget
 * (form-rules.ts): read as the form opens, so an entry added or renamed since the editor was loaded
 * is offered and accepted, and one deleted under the entries that name it (a site under the people
 * based there) shows empty in their form, and is refused when they are saved.
 */
const relationTo =
  ({ fixed }: Known) =>
  (name: string): Record<string, unknown> => {
    const entries = fixed[name as CollectionName]?.filter(({ id }) => name !== 'pages' || isVisitorPage(id));
    if (entries) return { widget: 'select', options: entries.map(({ id, label }) => ({ value: id, label })) };
    const target = COLLECTION_NAMES.includes(name as CollectionName) ? definitionOf(name as CollectionName).editor : undefined;
    if (!target || !('identifier' in target)) throw new Error(`the editor cannot link to "${name}"`);
    return {
      widget: FORM_WIDGETS.entry,
      collection: name,
      value_field: '{{slug}}',
      search_fields: [target.identifier],
      display_fields: [target.identifier],
    };
  };

// The Markdown text of products and pages: plain formatting and links only. The build refuses raw
// HTML and pictures in the text, so the editor offers neither.
const body: CmsField = {
  ...TEXT_FIELD,
  widget: 'markdown',
  hint: 'The words under the heading: plain text with headings, lists, bold, italics and links.',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  required: false,
};

/**
 * A collection's pictures: src/assets/<collection> (or the folder its form shares). Decap finds a
 * picture by its file name in the collection's media folder, so the pictures an entry already has
 * show in its form, its preview and its media library only when they sit there, and uploads go
 * there too. The folder is named from the project's root: a folder relative to the entry leaves a
 * new entry (no file yet) with an empty media library. A chosen picture is written relative to the
 * entry (src/content/<collection>/<id>), as the image pipeline reads photo paths.
 */
function pictureFolder(name: CollectionName) {
  const { editor } = definitionOf(name);
  const folder = posix.join(posix.dirname(CONTENT_DIR), 'assets', ('pictures' in editor ? editor.pictures : undefined) ?? name);
  return { media_folder: `/${folder}`, public_folder: posix.relative(collectionDir(name), folder) };
}

/** What the Media tab (the editor's top bar) shows: the pages' pictures, the banners and photos of the fixed pages. */
const MEDIA_TAB = `src/assets/${'pages' satisfies CollectionName}`;

/**
 * Before a picture is saved, the editor makes it a JPEG without its location data, its size and
 * shape kept. No width: given one, Decap sets every picture to it, a 600 px portrait to 2,000 px as
 * much as a 4,000 px photo (the upload guard, uploads.ts, brings a picture that wide down itself);
 * given a shape, it crops at the centre.
 */
const MEDIA_PROCESSING = {
  enabled: true,
  format: { enabled: true, default: 'jpeg' },
  quality: 85,
  strip_metadata: true,
};

/** A pattern matching `word` in any mix of upper and lower case (a form's pattern takes no flags). */
const anyCase = (word: string) => [...word].map((letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`).join('');

/** Pictures the image pipeline reads; the build refuses others (src/loaders/entry-files.ts) in the same words. */
const PICTURE_FILE: [string, string] = [
  `\\.(?:${IMAGE_EXTENSIONS.map(anyCase).join('|')})$`,
  'must be a JPEG, PNG, WebP, AVIF, GIF or TIFF picture: save a HEIC photo from an iPhone as JPEG first',
];

/**
 * A photo field: an upload only (no outside address), checked, and processed. Kept whole: where a
 * page shows it in another shape (a square portrait), the build crops it around what draws the
 * eye, a face rather than the centre (StaffCard.astro).
 */
const photoField = (field: CmsField): CmsField => ({ ...field, choose_url: false, pattern: PICTURE_FILE });

/**
 * A photo's group (or a list of photos): its description may be left empty, and the site describes
 * it (src/loaders/prepare-entries.ts). A photo's own group, and each photo of a list, asks for its
 * description again when its picture is replaced (form-rules.ts); a photo, or each of a list's, is
 * shown cut to each place it shows in, and aimed (photo-focus.ts).
 */
const photoGroup = (field: CmsField): CmsField => {
  const children = field['fields'] as CmsField[] | undefined;
  if (!children?.some((child) => child.widget === 'image')) return field;
  return {
    ...field,
    ...(field.widget === 'object' ? { widget: FORM_WIDGETS.photo } : field.widget === 'list' ? { widget: FORM_WIDGETS.photos } : {}),
    fields: children.map((child) =>
      child.name === 'alt' ? { ...withHint(child, child['hint'], PHOTO_DESCRIPTION_HINT), required: false } : child,
    ),
  };
};

/** What a text's hint says of the counts: each placeholder, and what one shows as today. */
const countsHint = (counts: Counts) =>
  `Where the words give a number of depots, offices, products or staff, or the year founded, write ${(Object.keys(COUNTS) as CountName[])
    .map(placeholder)
    .join(', ')
    .replace(
      /, ([^,]+)$/,
      ' or $1',
    )} and the site fills it in: \u201cour ${placeholder('depots')} depots\u201d shows as \u201cour ${numberWord(counts.depots)} depots\u201d.`;

/**
 * The fields the form checks against the other entries before a save (form-checks.ts), each with
 * the form's own widget: a product's or category's path, an entry's former paths, an order in a
 * list, what a site is.
 */
function withFormRules(name: CollectionName, fields: CmsField[]): CmsField[] {
  const pathField = (PATH_FIELDS as Partial<Record<CollectionName, string>>)[name];
  const orderFields = (ORDER_FIELDS as Partial<Record<CollectionName, readonly string[]>>)[name] ?? [];
  return fields.map((field) => {
    if (field.name === pathField) return { ...field, widget: FORM_WIDGETS.path };
    if (field.name === 'formerPaths') return { ...field, field: { ...(field['field'] as CmsField), widget: FORM_WIDGETS.formerPath } };
    if (orderFields.includes(field.name)) return { ...field, widget: FORM_WIDGETS.order };
    if (name === 'locations' && field.name === 'kind') return { ...field, widget: FORM_WIDGETS.placeKind };
    return field;
  });
}

/** A field's hint with more said before or after it. */
const withHint = (field: CmsField, ...parts: unknown[]): CmsField => ({ ...field, hint: parts.filter(Boolean).join(' ') });

/** A PDF field: an upload kept with the site (public/files, served at /files/), or a path on the file storage. */
const pdfField = (field: CmsField): CmsField => ({
  // What an upload fills in, as the upload guard names it (upload-names.ts).
  ...withHint(
    field,
    `Choose a file to upload the PDF: the form fills in ${UPLOADED_FILES.path} and its name with a short code added, e.g. ${UPLOADED_FILES.path}${uploadName('pke-spec.pdf', '1a2b3c4d')}.`,
    field['hint'],
  ),
  media_folder: `/${UPLOADED_FILES.dir}`,
  public_folder: UPLOADED_FILES.path.replace(/\/$/, ''),
});

/** The fields with `change` applied to each, at any depth (in objects, lists, and each kind of a list of kinds). */
function eachField(fields: CmsField[], change: (field: CmsField) => CmsField): CmsField[] {
  return fields.map((field) => {
    const changed = change(field);
    for (const key of ['fields', 'types'] as const) {
      const nested = changed[key] as CmsField[] | undefined;
      if (nested) changed[key] = eachField(nested, change);
    }
    return changed;
  });
}

/**
 * The schema's fields as the form shows them: each field the site can work out
 * (src/loaders/prepare-entries.ts) optional, its hint saying what happens when it is left empty (a
 * photo's description too); each photo an upload.
 */
function formFields(name: CollectionName, known: Known): CmsField[] {
  const derived = definitionOf(name).derived ?? {};
  const fields = collectionFields(name, relationTo(known)).map((field) => {
    const rule = derived[field.name];
    return rule ? { ...withHint(field, field['hint'], rule.hint), required: false } : field;
  });
  // Words that may count the depots (a page's, a category's, a product's) say how to let the site count.
  const counting = known.counts && name in WORDED_COLLECTIONS ? countsHint(known.counts) : undefined;
  return withFormRules(
    name,
    eachField(fields, (field) =>
      field.widget === 'image'
        ? photoField(field)
        : field.widget === 'file'
          ? pdfField(field)
          : counting && field.widget === 'text' && field.name !== 'alt'
            ? withHint(field, field['hint'], counting)
            : photoGroup(field),
    ),
  );
}

/** An entry of a fixed set, as the editor lists it: its id, and the name it goes by. */
interface FixedEntry {
  id: string;
  label: string;
}

/**
 * The pages as the editor lists them: each by its name in the site's menu ("Home", "Contact Us"),
 * in the menu's order, then the pages the menu does not name (the offline page, page not found)
 * by their headings.
 */
export function pageForms(pages: readonly { id: string; title: string }[]): FixedEntry[] {
  const menu = flattenNav().map(({ href, label }) => ({ href, label }));
  const place = (id: string) => menu.findIndex(({ href }) => href === pagePath(id));
  const named = pages.filter(({ id }) => place(id) >= 0).sort((a, b) => place(a.id) - place(b.id));
  const others = pages.filter(({ id }) => place(id) < 0).sort((a, b) => a.title.localeCompare(b.title));
  return [...named.map(({ id }) => ({ id, label: menu[place(id)]!.label })), ...others.map(({ id, title }) => ({ id, label: title }))];
}

/** The editor's listing of a collection of many entries, its one form for a collection of one, or a form each for a fixed set. */
function editorCollection(name: CollectionName, filters: ViewFilter[], known: Known) {
  const { format, editor } = definitionOf(name);
  const markdown = format === 'markdown';
  const extension = markdown ? 'md' : 'yaml';
  const fileFormat = markdown ? 'yaml-frontmatter' : 'yaml';
  /** The form's fields, a setting's marked technical, the Markdown text where the page shows it. */
  const technical = 'file' in editor ? (editor.technical ?? []) : [];
  const schemaFields = changeFields(formFields(name, known), technical, (field) => withHint(field, TECHNICAL_WARNING, field['hint']));
  const text = known.counts && name in WORDED_COLLECTIONS ? withHint(body, body['hint'], countsHint(known.counts)) : body;
  const fields = markdown ? withText(name, schemaFields, text) : schemaFields;
  if ('file' in editor) {
    return {
      name,
      label: editor.label,
      ...pictureFolder(name),
      files: [
        { name: editor.file, label: editor.label, file: `${collectionDir(name)}/${editor.file}.${extension}`, format: fileFormat, fields },
      ],
    };
  }
  if ('fixed' in editor) {
    return {
      name,
      label: editor.label,
      // Edited, never added or removed.
      create: false,
      delete: false,
      ...pictureFolder(name),
      files: (known.fixed[name] ?? []).map(({ id, label }) => ({
        name: id,
        label,
        file: `${collectionDir(name)}/${id}.${extension}`,
        format: fileFormat,
        ...(editor.hasPage ? { preview_path: `${PREVIEW_PREFIX}/${name}/${id}` } : {}),
        fields,
      })),
    };
  }
  const { label, singular, identifier, summary, sortBy, groupBy, hasPage } = editor;
  return {
    name,
    label,
    label_singular: singular,
    folder: collectionDir(name),
    extension,
    format: fileFormat,
    create: true,
    identifier_field: identifier,
    // The file name is the entry's id: lower-case words joined by hyphens.
    slug: `{{${identifier}}}`,
    summary,
    sortable_fields: sortBy.map((field, index) => (index === 0 ? { field, default_sort: 'asc' } : field)),
    ...(groupBy ? { view_groups: [groupBy] } : {}),
    ...(filters.length > 0 ? { view_filters: filters } : {}),
    // A draft's "view preview" link: its page on the deploy preview, found by its file name.
    ...(hasPage ? { preview_path: `${PREVIEW_PREFIX}/${name}/{{slug}}` } : {}),
    ...pictureFolder(name),
    fields,
  };
}

export interface EditorOptions {
  /** Port of the local save server started by `npm run edit`. */
  localBackendPort: string;
  /** The live site's address, for "view live" links. */
  siteUrl: string;
  /** The GitHub repository the editor saves to, as owner/name (CMS_GITHUB_REPO). */
  repo: string;
  branch: string;
  /** Where "Sign in with GitHub" goes (an OAuth provider); Netlify's when left out. */
  authUrl?: string | undefined;
  /** Drafts are saved for review before they are published (with GitHub; local editing saves at once). */
  editorialWorkflow: boolean;
  /** The product categories, each a filter on the product list. */
  categories: readonly { id: string; title: string }[];
  /** The staff groups, in order, each a filter on the staff list. */
  groups: readonly { id: string; name: string }[];
  /** The pages, each a form of its own. */
  pages: readonly { id: string; title: string }[];
  /** The counts the words' placeholders are filled in with, for the texts' hints (none given, no hint). */
  counts?: Counts | undefined;
}

/** A quick filter above an entry list: entries whose `field` matches `pattern`. */
interface ViewFilter {
  label: string;
  field: string;
  pattern: string;
}

/** Filters on a field's exact values, e.g. one per product category. */
const exactFilters = (field: string, values: readonly { label: string; value: string }[]): ViewFilter[] =>
  values.map(({ label, value }) => ({ label, field, pattern: `^${escaped(value)}$` }));

/** What the hint of a setting that changes only when the site moves host or supplier says first. */
const TECHNICAL_WARNING = 'Technical: change only when the site moves address or supplier; a wrong value breaks links on every page.';

/** The fields with those named (as paths like headOffice.countryCode) changed by `change`. */
function changeFields(fields: CmsField[], paths: readonly string[], change: (field: CmsField) => CmsField, prefix = ''): CmsField[] {
  return fields.map((field) => {
    const path = prefix + field.name;
    if (paths.includes(path)) return change(field);
    const nested = field['fields'] as CmsField[] | undefined;
    return nested ? { ...field, fields: changeFields(nested, paths, change, `${path}.`) } : field;
  });
}

/** The whole editor configuration, as Decap CMS reads it from /admin/config.yml. */
export function editorConfig({
  localBackendPort,
  siteUrl,
  repo,
  branch,
  authUrl,
  editorialWorkflow,
  categories,
  groups,
  pages,
  counts,
}: EditorOptions) {
  const known: Known = { fixed: { pages: pageForms(pages) }, counts };
  const filters: Partial<Record<CollectionName, ViewFilter[]>> = {
    products: exactFilters(
      'category',
      categories.map(({ id, title }) => ({ label: title, value: id })),
    ),
    staff: exactFilters(
      'group',
      groups.map(({ id, name }) => ({ label: name, value: id })),
    ),
  };
  return {
    backend: { name: 'github', repo, branch, ...(authUrl ? { base_url: authUrl } : {}) },
    // On localhost the editor saves straight to the files through `npm run edit`'s local server.
    local_backend: { url: `http://127.0.0.1:${localBackendPort}/api/v1` },
    ...(editorialWorkflow ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: siteUrl,
    media_folder: MEDIA_TAB,
    public_folder: `/${MEDIA_TAB}`,
    media_processing: MEDIA_PROCESSING,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: COLLECTION_NAMES.map((name) => editorCollection(name, filters[name] ?? [], known)),
  };
}

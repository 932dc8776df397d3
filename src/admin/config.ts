// The browser editor's configuration (Decap CMS at /admin), built from the same zod schemas the
// content collections use (src/admin/fields.ts). Written by hand here is only what a schema
// cannot say: which folder each collection is, how its entries are named and summarised, and
// where uploaded photos go.
import { COLLECTIONS, collectionDir, type CollectionName } from '../loaders/entry-files';
import { collectionFields, type CmsField } from './fields';

interface CollectionText {
  label: string;
  singular: string;
  /** The field that names an entry; its file name is made from it. */
  identifier: string;
  /** How an entry reads in the list, e.g. "{{name}} ({{category}})". */
  summary: string;
  /** Folder of src/assets where this collection's uploaded photos go. */
  photos?: string;
}

/** Every collection with folder entries, as the editor lists them. */
const FOLDERS: Record<Exclude<CollectionName, 'settings'>, CollectionText> = {
  products: {
    label: 'Products',
    singular: 'Product',
    identifier: 'name',
    summary: '{{name}} ({{category}})',
    photos: 'products',
  },
  categories: {
    label: 'Product categories',
    singular: 'Category',
    identifier: 'title',
    summary: '{{title}}',
    photos: 'categories',
  },
  staff: {
    label: 'Staff',
    singular: 'Staff member',
    identifier: 'name',
    summary: '{{name}}, {{role}}',
    photos: 'staff',
  },
  locations: {
    label: 'Sites and depots',
    singular: 'Site or depot',
    identifier: 'name',
    summary: '{{name}} ({{kind}})',
  },
  declarations: {
    label: 'Feed quality declarations',
    singular: 'Declaration',
    identifier: 'title',
    summary: '{{title}}',
  },
  testimonials: {
    label: 'Testimonials',
    singular: 'Testimonial',
    identifier: 'author',
    summary: '{{author}}, {{place}}',
  },
  pages: { label: 'Pages', singular: 'Page', identifier: 'title', summary: '{{title}}', photos: 'pages' },
};

/** A reference to an entry of another collection: a searchable list of that collection's entries. */
function relation(collection: string): Record<string, unknown> {
  const target = FOLDERS[collection as keyof typeof FOLDERS];
  if (!target) throw new Error(`the editor cannot link to "${collection}"`);
  return { collection, value_field: '{{slug}}', search_fields: [target.identifier], display_fields: [target.identifier] };
}

// The Markdown text of products and pages: plain formatting and links only. The build refuses raw
// HTML and pictures in the text, so the editor offers neither.
const body: CmsField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'Plain text with headings, lists, bold, italics and links.',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
  editor_components: [],
  required: false,
};

function folderCollection(name: keyof typeof FOLDERS) {
  const { label, singular, identifier, summary, photos } = FOLDERS[name];
  const markdown = COLLECTIONS[name] === 'markdown';
  return {
    name,
    label,
    label_singular: singular,
    folder: collectionDir(name),
    extension: markdown ? 'md' : 'yaml',
    format: markdown ? 'yaml-frontmatter' : 'yaml',
    create: true,
    identifier_field: identifier,
    // The file name is the entry's id: lower-case words joined by hyphens.
    slug: `{{${identifier}}}`,
    summary,
    // Photos go to src/assets/<collection>/, written relative to the entry, as the image pipeline reads them.
    ...(photos ? { media_folder: `../../assets/${photos}`, public_folder: `../../assets/${photos}` } : {}),
    fields: [...collectionFields(name, relation), ...(markdown ? [body] : [])],
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
}

/** The whole editor configuration, as Decap CMS reads it from /admin/config.yml. */
export function editorConfig({ localBackendPort, siteUrl, repo, branch, authUrl, editorialWorkflow }: EditorOptions) {
  return {
    backend: { name: 'github', repo, branch, ...(authUrl ? { base_url: authUrl } : {}) },
    // On localhost the editor saves straight to the files through `npm run edit`'s local server.
    local_backend: { url: `http://127.0.0.1:${localBackendPort}/api/v1` },
    ...(editorialWorkflow ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: siteUrl,
    // Uploads from fields outside a collection's own photo folder.
    media_folder: 'src/assets/uploads',
    public_folder: '/src/assets/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...(Object.keys(FOLDERS) as (keyof typeof FOLDERS)[]).map(folderCollection),
      {
        name: 'settings',
        label: 'Site settings',
        files: [
          {
            name: 'site',
            label: 'Site settings',
            file: `${collectionDir('settings')}/site.yaml`,
            format: 'yaml',
            fields: collectionFields('settings', relation),
          },
        ],
      },
    ],
  };
}

// The PDFs the site links to, and the one-page sample PDFs it makes for those still marked as
// samples: a spec sheet from the product's own entry, a declaration from the declaration's, a
// short PDF for a page's download. Made from the entry, a sheet never disagrees with its page;
// a PDF the office uploads to the same address (public/files) replaces the sample.
import type { Product } from '../../schemas/catalogue.ts';
import type { StaffMember } from '../../schemas/company.ts';
import type { Page } from '../../schemas/pages.ts';
import type { Declaration } from '../../schemas/resources.ts';
import type { Settings } from '../../schemas/settings.ts';
import { displayDate, seasonYears } from './declarations.ts';
import { fileUrl, ownFilePath, uploadedFile } from '../paths/files.ts';
import { keyFigures } from '../content/key-figures.ts';
import { productFacts } from '../content/product-facts.ts';
import { isSampleValue } from '../content/sample-values.ts';
import { writePdf, type PdfDocument, type PdfLine } from './pdf-document.ts';

/** A PDF an entry names, with the sample the site makes in its place while the entry lists the field as a sample. */
export interface PdfReference {
  /** The path the entry gives, e.g. spec-sheets/pke.pdf or /files/pke.pdf. */
  path: string;
  /** Where the entry names it, for a message: the entry's file and field (its key path). */
  file: string;
  field: string;
  sample: boolean;
  document: () => PdfDocument;
}

/** A PDF as a link shows it: its address, and for the site's own its size and, when the site makes it, its bytes. */
export interface Pdf {
  href: string;
  /** Bytes; only for a PDF the site serves itself. */
  size?: number;
  /** The sample the site makes, served at `href`. */
  generated?: Uint8Array<ArrayBuffer>;
}

type Contact = Pick<Settings, 'name' | 'url' | 'freePhone' | 'officePhone'>;

const heading = (text: string): PdfLine => ({ text, size: 12, bold: true, space: 12 });
const bullets = (items: readonly string[]) => items.map((text) => ({ text: `\u2022 ${text}` }));

/** The foot of every sample: who to ring. */
const contactLines = (settings: Contact): PdfLine[] => [
  heading(settings.name),
  { text: `Free phone ${settings.freePhone.display}  \u00b7  Office ${settings.officePhone.display}` },
  { text: new URL(settings.url).host },
];

/** A one-page spec sheet from a product's entry: its name, key figures and every block of facts its page shows. */
function specSheet(product: Product, settings: Contact): PdfDocument {
  const figures = keyFigures(product);
  return {
    title: `${product.name}: spec sheet`,
    lines: [
      { text: `${settings.name}: spec sheet`, size: 10 },
      { text: product.name, size: 22, bold: true, space: 6 },
      ...(product.strapline ? [{ text: product.strapline, size: 12 }] : []),
      { text: product.summary, space: 4 },
      ...(figures.length > 0
        ? [heading('Key figures'), { text: figures.map(({ label, value }) => `${label}: ${value}`).join('  \u00b7  ') }]
        : []),
      ...productFacts(product).flatMap((block) => [
        heading(block.heading),
        ...bullets(block.kind === 'table' ? block.rows.map(({ label, value }) => `${label}: ${value}`) : block.items),
      ]),
      ...contactLines(settings),
    ],
  };
}

/** A one-page sample declaration from a declaration's entry, saying plainly that the signed one replaces it. */
function sampleDeclaration(declaration: Declaration, settings: Contact): PdfDocument {
  return {
    title: `Feed quality declaration: ${declaration.title}`,
    lines: [
      { text: `${settings.name}: feed quality declaration`, size: 10 },
      { text: declaration.title, size: 22, bold: true, space: 6 },
      { text: `Season ${seasonYears(declaration.season)}${declaration.date ? `, dated ${displayDate(declaration.date)}` : ''}`, size: 12 },
      ...(declaration.description ? [{ text: declaration.description, space: 4 }] : []),
      { text: 'This is a sample. The signed declaration for this season replaces it before the site goes live.', space: 12 },
      ...contactLines(settings),
    ],
  };
}

/** A one-page sample for a page's download, named by its button. */
function samplePdf(label: string, page: Pick<Page, 'title'>, settings: Contact): PdfDocument {
  const title = label.replace(/^download\s+(?:the\s+|our\s+)?/i, '');
  return {
    title,
    lines: [
      { text: `${settings.name}: ${page.title}`, size: 10 },
      { text: title.charAt(0).toUpperCase() + title.slice(1), size: 22, bold: true, space: 6 },
      { text: 'This is a sample. The document itself replaces it before the site goes live.', space: 12 },
      ...contactLines(settings),
    ],
  };
}

/** A one-page sample account application form from the settings: what it takes, the office's details to fill in, and who to return it to. */
function sampleAccountForm(settings: Settings, contact: Pick<StaffMember, 'name' | 'role' | 'phones' | 'email'> | undefined): PdfDocument {
  const { account, headOffice } = settings;
  // Lines to write on: a label and room after it.
  const blank = (label: string): PdfLine => ({ text: `${label}: ${'_'.repeat(Math.max(10, 70 - label.length))}`, space: 10 });
  return {
    title: `${settings.name}: account application form`,
    lines: [
      { text: `${settings.name}: account application`, size: 10 },
      { text: 'Account application form', size: 22, bold: true, space: 6 },
      ...(account ? [{ text: account.time, space: 4 }] : []),
      ...(account && account.ready.length > 0 ? [heading('Have ready'), ...bullets(account.ready)] : []),
      heading('Your details'),
      ...['Farm or business name', 'Contact person', 'Postal address', 'Delivery address', 'Phone', 'E-mail', 'GST number'].map(blank),
      blank('Signed'),
      blank('Date'),
      heading('Return it to'),
      ...(contact ? [{ text: `${contact.name}, ${contact.role}: ${contact.phones[0]?.display ?? ''}  \u00b7  ${contact.email}` }] : []),
      { text: `${settings.name}, ${headOffice.street}, ${headOffice.locality} ${headOffice.postcode}` },
      { text: 'This is a sample. The office\u2019s own form replaces it before the site goes live.', space: 12 },
      ...contactLines(settings),
    ],
  };
}

export interface PdfSources {
  settings: Settings;
  products: readonly { file: string; data: Product }[];
  declarations: readonly { file: string; data: Declaration }[];
  pages: readonly { file: string; data: Page }[];
  /** The settings' file, for a message about a PDF they name. */
  settingsFile: string;
  /** The staff, for the person an account form is returned to. */
  staff: readonly { id: string; data: Pick<StaffMember, 'name' | 'role' | 'phones' | 'email'> }[];
}

/** Every PDF the content names, with where it is named and the sample that can stand in for it. */
export function pdfReferences({ settings, settingsFile, products, declarations, pages, staff }: PdfSources): PdfReference[] {
  const accountForm = settings.account?.form;
  return [
    ...(accountForm
      ? [
          {
            path: accountForm,
            file: settingsFile,
            field: 'account.form',
            sample: isSampleValue(settings, accountForm),
            document: () => sampleAccountForm(settings, staff.find(({ id }) => id === settings.account?.contact)?.data),
          },
        ]
      : []),
    ...products.flatMap(({ file, data }) =>
      data.specSheet
        ? [
            {
              path: data.specSheet,
              file,
              field: 'specSheet',
              sample: isSampleValue(data, data.specSheet),
              document: () => specSheet(data, settings),
            },
          ]
        : [],
    ),
    ...declarations.map(({ file, data }) => ({
      path: data.pdf,
      file,
      field: 'pdf',
      sample: isSampleValue(data, data.pdf),
      document: () => sampleDeclaration(data, settings),
    })),
    ...pages.flatMap(({ file, data }) =>
      data.sections.flatMap((pageSection, index) =>
        'pdfs' in pageSection
          ? pageSection.pdfs.map(({ label, path }, pdf) => ({
              path,
              file,
              field: `sections.${index}.pdfs.${pdf}.path`,
              sample: isSampleValue(data, path),
              document: () => samplePdf(label, data, settings),
            }))
          : [],
      ),
    ),
  ];
}

/** The sample the site makes for a PDF, written when a page first asks for its size or bytes (a check asks for neither). */
function madeSample(href: string, reference: PdfReference): Pdf {
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  const generated = () => (bytes ??= writePdf(reference.document()));
  return {
    href,
    get size() {
      return generated().length;
    },
    get generated() {
      return generated();
    },
  };
}

/**
 * Each PDF path the content names, as its links show it: on the file storage; the site's own
 * file in public/files (uploaded, so it wins); or, for a sample with no file there, the sample the
 * site makes. A PDF of the site's own that is neither is left out and returned as missing, for the
 * checks to name with its entry and field.
 */
export function resolvePdfs(
  base: string | undefined,
  references: readonly PdfReference[],
  stat: (file: string) => { size: number } | undefined,
): { pdfs: Map<string, Pdf>; missing: PdfReference[] } {
  const pdfs = new Map<string, Pdf>();
  const missing: PdfReference[] = [];
  for (const reference of references) {
    if (pdfs.has(reference.path)) continue;
    const own = ownFilePath(base, reference.path);
    if (own === undefined) {
      pdfs.set(reference.path, { href: fileUrl(base, reference.path) });
      continue;
    }
    const uploaded = stat(uploadedFile(own));
    if (uploaded) pdfs.set(reference.path, { href: own, size: uploaded.size });
    else if (reference.sample) pdfs.set(reference.path, madeSample(own, reference));
    else missing.push(reference);
  }
  return { pdfs, missing };
}

/** How a link shows the PDF at `path` an entry names (while a failed check leaves the pdfs out, by its address alone). */
export const pdfOf = (site: { pdfs: ReadonlyMap<string, Pdf>; settings: { fileStorageBase?: string | undefined } }, path: string): Pdf =>
  site.pdfs.get(path) ?? { href: fileUrl(site.settings.fileStorageBase, path) };

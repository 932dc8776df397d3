import { getCollection, type CollectionEntry } from 'astro:content';
import { checkCatalogue, routeFromPageFile } from '../lib/catalogue-checks';
import { redirectMap } from '../lib/redirects';

export type Category = CollectionEntry<'categories'>;
export type Product = CollectionEntry<'products'>;

// The files under src/pages, for the paths fixed pages already serve. Only the names are used;
// `?raw` keeps the pages' own imports (and their CSS) out of this module's graph.
const pageFiles = Object.keys(import.meta.glob('/src/pages/**/*.{astro,md,mdx,html,ts,js}', { query: '?raw' }));

const fixedPages = pageFiles.map(routeFromPageFile).filter((route) => route !== undefined);
const redirectSources = [...redirectMap().keys()];

/** Both collections, sorted (categories by order; products by category, then order, then name) and cross-checked. */
async function loadCatalogue(): Promise<{ categories: Category[]; products: Product[] }> {
  // Copies, so sorting never reorders an array Astro may hand out again.
  const categories = [...(await getCollection('categories'))];
  const products = [...(await getCollection('products'))];
  categories.sort((a, b) => a.data.order - b.data.order);
  checkCatalogue(
    products.map((entry) => ({ file: entry.filePath ?? entry.id, path: entry.data.path, category: entry.data.category.id })),
    categories.map((entry) => ({ file: entry.filePath ?? entry.id, id: entry.id, href: entry.data.href, shortHref: entry.data.shortHref })),
    { fixedPages, redirectSources },
  );

  const categoryRank = new Map(categories.map((category, index) => [category.id, index]));
  products.sort(
    (a, b) =>
      categoryRank.get(a.data.category.id)! - categoryRank.get(b.data.category.id)! ||
      a.data.order - b.data.order ||
      a.data.name.localeCompare(b.data.name),
  );
  return { categories, products };
}

/** The categories in bar order. */
export async function getCategories(): Promise<Category[]> {
  return (await loadCatalogue()).categories;
}

/** Every product, checked and in listing order. */
export async function getProducts(): Promise<Product[]> {
  return (await loadCatalogue()).products;
}

/** The products listed under one category, in listing order. */
export async function getProductsInCategory(id: string): Promise<Product[]> {
  return (await getProducts()).filter((product) => product.data.category.id === id);
}

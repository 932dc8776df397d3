import { getCollection, type CollectionEntry } from 'astro:content';

export type CategoryEntry = CollectionEntry<'categories'>;
export type ProductEntry = CollectionEntry<'products'>;

export interface Catalogue {
  /** In bar order. */
  categories: CategoryEntry[];
  /** In the order of their cards on a page that lists the categories. */
  categoryCards: CategoryEntry[];
  /** Each category's products, in listing order (order, then name). */
  productsByCategory: Map<string, ProductEntry[]>;
  /** Every product, category by category. */
  products: ProductEntry[];
}

const byOrderThenName = (a: ProductEntry, b: ProductEntry) => a.data.order - b.data.order || a.data.name.localeCompare(b.data.name);

/** The categories and products, sorted. Each product's category exists: its schema checks the reference. */
export async function loadCatalogue(): Promise<Catalogue> {
  const [categories, products] = await Promise.all([getCollection('categories'), getCollection('products')]);
  const sortedCategories = [...categories].sort((a, b) => a.data.order - b.data.order);
  const productsByCategory = new Map(
    sortedCategories.map((category) => [
      category.id,
      products.filter((product) => product.data.category === category.id).sort(byOrderThenName),
    ]),
  );
  const categoryCards = [...categories].sort((a, b) => a.data.cardOrder - b.data.cardOrder);
  return { categories: sortedCategories, categoryCards, productsByCategory, products: [...productsByCategory.values()].flat() };
}

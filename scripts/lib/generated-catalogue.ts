// A large generated catalogue in a copy of the project, for the build-time table and the host
// limits test: `count` products spread over the listing categories, each a Markdown file like
// an editor's.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LISTING_CATEGORIES = ['dairy', 'calf', 'sheep', 'deer', 'goat', 'chicken'];

/** Adds `count` products to the copy at `dir`; returns their paths. */
export async function addGeneratedProducts(dir: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let index = 1; index <= count; index++) {
    const category = LISTING_CATEGORIES[index % LISTING_CATEGORIES.length]!;
    const path = `/${category}-range/generated-${index}`;
    paths.push(path);
    const text = [
      '---',
      `name: Generated Feed ${index}`,
      `category: ${category}`,
      `path: ${path}`,
      `summary: Generated product ${index}, for measuring the build with a large catalogue.`,
      `order: ${100 + index}`,
      `specSheet: spec-sheets/generated-${index}.pdf`,
      'nutrition:',
      '- label: Protein',
      `  value: ${10 + (index % 10)}% min`,
      'feeding:',
      '- 1-2 kg/day',
      '---',
      '',
      `Generated product ${index}. Its page, listing card and sitemap entry come from this file alone.`,
      '',
    ].join('\n');
    await writeFile(join(dir, 'src/content/products', `generated-${index}.md`), text);
  }
  return paths;
}

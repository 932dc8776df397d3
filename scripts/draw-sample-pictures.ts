// `node scripts/draw-sample-pictures.ts [id ...]`: draws each product's sample picture from its
// entry (scripts/lib/product-drawing.ts: its bag, bulk bag or bay printed with its name, and a heap
// of the feed) as src/assets/products/<id>.jpg, and points the entry's photo at it with words
// that describe it, listed in its `sample` so launch-ready asks for a real photo. A product
// with a real photo (one not listed in its `sample`) is left alone. Name ids to draw only those;
// `feed-trailers` draws the three trailer pictures of that page (scripts/lib/trailer-drawing.ts),
// which every run without ids draws too.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { stringify } from 'yaml';
import { rawEntries } from '../src/loaders/prepare-entries.ts';
import { describeDrawing, drawProduct, printColours, type DrawnProduct } from './lib/product-drawing.ts';
import { TRAILER_DRAWINGS } from './lib/trailer-drawing.ts';
import { editorFormat, fromFile } from './lib/editor-format.ts';

const only = process.argv.slice(2);
const entries = rawEntries('products');
const products = entries.map(({ id, data }) => ({ ...(data as Omit<DrawnProduct, 'id'>), id, order: Number(data['order'] ?? 0) }));
// Colours are handed out over every product, so a category's bags differ however few are drawn.
const colours = printColours(products);

let drawn = 0;
for (const [index, { id, file }] of entries.entries()) {
  if (only.length > 0 && !only.includes(id)) continue;
  const product = products[index]!;
  const text = readFileSync(file, 'utf8');
  const { body, ...data } = fromFile(text, 'markdown') as Record<string, unknown> & { body?: string; sample?: string[] };
  const sample = data.sample ?? [];
  if (data['photo'] && !sample.includes('photo')) {
    console.log(`${id}: has its own photo, not drawn`);
    continue;
  }
  const colour = colours.get(id)!;
  // Progressive JPEG at the quality of the site's other pictures; the build makes AVIF and WebP from it.
  await sharp(Buffer.from(drawProduct(product, colour)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`src/assets/products/${id}.jpg`);
  const entry = {
    ...data,
    photo: { src: `../../assets/products/${id}.jpg`, alt: describeDrawing(product, colour) },
    sample: sample.includes('photo') ? sample : [...sample, 'photo'],
  };
  writeFileSync(file, editorFormat(`---\n${stringify(entry)}---\n${body ?? ''}`, 'products', 'markdown'));
  console.log(`${id}: ${entry.photo.alt}`);
  drawn++;
}
console.log(`${drawn} sample picture(s) drawn in src/assets/products/.`);

// The page names these files in its gallery and poster, with words of its own for each.
if (only.length === 0 || only.includes('feed-trailers')) {
  for (const [file, draw] of Object.entries(TRAILER_DRAWINGS)) {
    await sharp(Buffer.from(draw())).jpeg({ quality: 80, mozjpeg: true }).toFile(`src/assets/pages/${file}`);
    console.log(`feed-trailers: src/assets/pages/${file}`);
  }
}

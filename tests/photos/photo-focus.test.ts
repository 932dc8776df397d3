// Every photo the office aimed is cut around its focus, on the page and in every file the build
// wrote for it: over the copy with the business's photos (tests/fixtures/photo-site.ts), built by
// scripts/photo-site.ts. For each aimed photo, every picture of it on every page carries the focus
// as its object-position classes, and each file it names (every width of its srcset, and a shared
// link's picture) shows the part of the photo CSS's object-position keeps at that focus, not the
// middle: cut anew here from the original and compared, small, with what was served.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type CollectionName } from '../../src/collections.ts';
import type { FocusName } from '../../src/conventions/focus.ts';
import { focusClasses, focusOf, type Focus } from '../../src/lib/design/focus.ts';
import { rawEntries } from '../../src/loaders/prepare-entries.ts';
import { DIST_DIR } from '../../scripts/lib/output.ts';

interface Aimed {
  entry: string;
  /** The original photo, as the entry names it. */
  file: string;
  focus: FocusName;
}

/** Every photo of every entry, at any depth, that has a focus other than the middle. */
const aimed: Aimed[] = (Object.keys(COLLECTIONS) as CollectionName[]).flatMap((collection) =>
  rawEntries(collection).flatMap(({ id, file, data }) => {
    const found: Aimed[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const { src, focus } = value as { src?: unknown; focus?: unknown };
        if (typeof src === 'string' && typeof focus === 'string' && focus !== 'centre') {
          found.push({ entry: `${collection}/${id}`, file: resolve(dirname(file), src), focus: focus as FocusName });
        }
        Object.values(value).forEach(visit);
      }
    };
    visit(data);
    return found;
  }),
);

/** Every page of the build, with its HTML. */
const pages = (readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ file, html: readFileSync(join(DIST_DIR, file), 'utf8') }));

/** The part of a photo of `size` a frame of `aspect` keeps at `focus`, as CSS's object-position places it. */
function window(size: { width: number; height: number }, aspect: number, { x, y }: Focus) {
  const { width, height } = size;
  if (width / height > aspect) {
    const kept = Math.round(height * aspect);
    return { left: Math.round(((width - kept) * x) / 100), top: 0, width: kept, height };
  }
  const kept = Math.round(width / aspect);
  return { left: 0, top: Math.round(((height - kept) * y) / 100), width, height: kept };
}

/** A picture brought to a small size for comparing, its grain averaged away. */
const SMALL = 48;
const small = (image: Sharp, aspect: number) =>
  image
    .resize(SMALL, Math.round(SMALL / aspect), { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();

/** How far apart two pictures of one size are: the mean difference of their channels, 0 to 255. */
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;

/** What the file served at `url` shows, against the original cut at `focus` and at the middle. */
async function compared(original: string, url: string, focus: Focus) {
  const served = sharp(join(DIST_DIR, decodeURI(url.split('?')[0]!)));
  const { width, height } = await served.metadata();
  const aspect = width / height;
  const { autoOrient } = await sharp(original).metadata();
  const [own, centre] = [window(autoOrient, aspect, focus), window(autoOrient, aspect, focusOf('centre'))];
  const cut = (box: typeof own) => small(sharp(original).rotate().extract(box), aspect);
  const shown = await small(served, aspect);
  // A frame of the photo's own shape cuts nothing: there its focus and its middle are one.
  const apart = own.left !== centre.left || own.top !== centre.top;
  return { width, aimed: difference(shown, await cut(own)), middle: apart ? difference(shown, await cut(centre)) : undefined };
}

/** Expects the file nearer the photo cut at its focus than cut at its middle, and close to the first. */
function expectCutAtFocus({ width, aimed: off, middle }: Awaited<ReturnType<typeof compared>>, url: string) {
  expect(off, `${url} (${width} px) against the photo cut at its focus`).toBeLessThan(6);
  if (middle !== undefined) expect(off, `${url} (${width} px): nearer its focus's cut than the middle's`).toBeLessThan(middle / 2);
}

/** The files a <picture> holding `img` names: each source's srcset and the img's own src and srcset. */
function filesOf(html: string, img: string): string[] {
  const picture = html.slice(html.lastIndexOf('<picture', html.indexOf(img)), html.indexOf('</picture>', html.indexOf(img)));
  const sets = [...picture.matchAll(/srcset="([^"]+)"/g)].flatMap(([, set]) => set!.split(',').map((part) => part.trim().split(/\s+/)[0]!));
  const src = img.match(/ src="([^"]+)"/)?.[1];
  return [...new Set([...sets, ...(src ? [src] : [])])];
}

describe('photos cut around their focus', () => {
  it('the copy has aimed photos, each in a frame of another shape than its own', () => {
    expect(aimed.length).toBeGreaterThanOrEqual(3);
  });

  describe.each(aimed.map((photo) => [`${photo.entry}: ${basename(photo.file)} (${photo.focus})`, photo] as const))('%s', (_, photo) => {
    const stem = basename(photo.file, extname(photo.file));
    const focus = focusOf(photo.focus);
    const shown = pages.flatMap(({ file, html }) =>
      [...html.matchAll(new RegExp(`<img [^>]*src="/_astro/${stem}\\.[^"]*"[^>]*>`, 'g'))].map(([img]) => ({ file, html, img: img! })),
    );

    it('shows on a page, every picture of it set to its focus', () => {
      expect(shown.length, `no page shows ${stem}`).toBeGreaterThan(0);
      for (const { file, img } of shown) {
        expect(img.match(/class="([^"]*)"/)?.[1]?.split(' '), `${file}: ${img}`).toEqual(expect.arrayContaining(focusClasses(focus)));
      }
    });

    it('is served cut around its focus at every size the build wrote, not around its middle', async () => {
      const checked = new Set<string>();
      for (const { html, img } of shown) {
        for (const url of filesOf(html, img)) {
          if (checked.has(url)) continue;
          checked.add(url);
          expectCutAtFocus(await compared(photo.file, url, focus), url);
        }
      }
      // At least two sizes of it: a phone's and a wide screen's.
      expect(checked.size).toBeGreaterThanOrEqual(2);
    });
  });

  it('a shared link to a page with an aimed picture shows the picture cut around its focus', async () => {
    const shared = pages.flatMap(({ html }) => {
      const url = html.match(/<meta property="og:image" content="https?:\/\/[^/]+(\/_astro\/[^"]+)"/)?.[1];
      const photo = url && aimed.find(({ file }) => url.startsWith(`/_astro/${basename(file, extname(file))}.`));
      return photo ? [{ url, photo }] : [];
    });
    expect(shared.length).toBeGreaterThan(0);
    for (const { url, photo } of shared) {
      expectCutAtFocus(await compared(photo.file, url, focusOf(photo.focus)), url);
    }
  });
});

// The categories' icons, each kind of stock as a farmer sees it across a paddock: a solid side view on
// a 48 × 48 grid, told apart by its outline (the cow's horns and udder, the calf's big head and long
// legs, the sheep's fleece, the stag's antlers, the goat's beard and swept-back horn, the hen's
// comb), not by the details of a face a line drawing leaves to guess. The head is a shape of its
// own, drawn over the body; the eye is a white dot; thin antlers and horns are lines. Served as a
// file per category in its colour (src/pages/icons/category-[id].svg.ts), so a page of tiles
// carries none of their paths in its HTML.
import type { CategoryIcon } from '../../schemas/catalogue.ts';

const drawings: Record<CategoryIcon, { head?: string; body: string; lines?: string; eye?: string }> = {
  cow: {
    head: 'M15 17l-5-3-5 1c-1.5.5-2 2-1.5 3.5L5 23c.5 1.5 2 2 3.5 1.5L15 24z',
    body: 'M14 16c6-1 20-1 26 0 3 .5 4 3 4 6v7c0 2-2 3-4 3H18c-3 0-4-2-4-4zM9 14.5c-1-2.5 0-4 2-4.5l-.5 2.5zM12 15l2.5-2.5.5 3zM17 31h3v11h-3zM23 31h3v11h-3zM35 31h3v11h-3zM40 31h3v11h-3zM43.5 18c2.5 2 3 8 2.5 12h-1c0-4-.5-8-2-11zM31 31h5v3c0 1-1 1.5-2.5 1.5S31 35 31 34z',
    eye: 'M7 17.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0z',
  },
  calf: {
    head: 'M18 22l-5-4-6 1c-1.5.5-2 2-1.5 3.5L7 27c.5 1.5 2 2 3.5 1.5L18 27z',
    body: 'M17 21c5-1 14-1 19 0 2.5.5 3 3 3 5v3c0 2-1 3-3 3H20c-2 0-3-1-3-3zM12.5 18.5l4-3.5.5 3.5zM20 31h2.5v12H20zM24.5 31H27v12h-2.5zM32 31h2.5v12H32zM36 31h2.5v12H36zM38.5 22c2 2 2.5 6 2 9h-1c0-3-.5-6-1.5-8z',
    eye: 'M9 21.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0z',
  },
  sheep: {
    head: 'M14 20H7c-1.5 0-2 1.5-1.5 3L7 27c.5 1.5 2 2 3.5 1.5L14 27z',
    body: 'M13 21a5 5 0 0 1 8-5 5 5 0 0 1 9-1 5 5 0 0 1 8 3 5 5 0 0 1 4 8 5 5 0 0 1-6 7H18a5 5 0 0 1-5-5 4 4 0 0 1 0-7zM10 20l-3-3.5 5 1.5zM18 33h2.5v9H18zM23 33h2.5v9H23zM32 33h2.5v9H32zM36 33h2.5v9H36z',
    eye: 'M8.5 22.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0z',
  },
  deer: {
    head: 'M19.5 23 15 12l-5-1c-1.5 0-2 1.5-1.5 2.5L12 16h1.5l4 12z',
    body: 'M18 22c6-1 16-1 21 0 2 .5 3 2.5 3 4.5V29c0 2-1.5 3-3.5 3H21c-2 0-3-1.5-3-3zM12.5 12.5 15.5 10l-.5 3.5zM21 31h2v11h-2zM25 31h2v11h-2zM36 31h2v11h-2zM39.5 31h2v11h-2zM41.5 22.5 44 21l-1 3z',
    lines: 'M12 11.5 13 5l-2.5-3M13 5l3-3M12.5 8l3-1.5M15.5 10.5l2-6 3-2M17.5 4.5l-1-3',
    eye: 'M10.5 13a.8.8 0 1 0 1.6 0 .8.8 0 1 0-1.6 0z',
  },
  goat: {
    head: 'M16 20l-4-7-5 1c-1.5.5-2 2-1.5 3L8 20h4l3 7z',
    body: 'M15 19c6-1 17-1 22 0 2.5.5 3 3 3 5v4c0 2-1.5 3-3.5 3H18c-2 0-3-1.5-3-3zM7.5 19.5 8 25l2.5-5zM12 15l3.5 1.5-3 .5zM39 19.5l3-4.5-1 5zM18 30h2.5v12H18zM22.5 30H25v12h-2.5zM33 30h2.5v12H33zM37 30h2.5v12H37z',
    lines: 'M10.5 13.5C11 9 15 7 18 9.5',
    eye: 'M8.5 16a.8.8 0 1 0 1.6 0 .8.8 0 1 0-1.6 0z',
  },
  chicken: {
    head: 'M11 15a4 4 0 1 0 8 0 4 4 0 1 0-8 0z',
    body: 'M14 23c0-6 4-8 8-6 3 1.5 5 5 9 5 3 0 5-4 8-7 2 3 3 7 2 11-1 6-6 10-13 10-8 0-14-5-14-13zM12 11.5c0-2 1-2.5 2-1.5.5-1.5 2-1.5 2.5 0 1-.5 2 .5 1.5 2zM11.2 14.5 8 16l3.5 1zM12.5 18c0 2.5 2.5 2.5 2.5 0z',
    lines: 'M24 36v6m6-6v6m-8.5 0h4.5m1.5 0h4.5',
    eye: 'M13.5 14a1 1 0 1 0 2 0 1 1 0 1 0-2 0z',
  },
  molasses: {
    body: 'M24 5c5 8 12 15 12 24a12 12 0 0 1-24 0c0-9 7-16 12-24z',
    eye: 'M17.5 29.5c0 3.5 2.5 6 6 6V34c-2.5 0-4.5-2-4.5-4.5z',
  },
};

/** The icon as an SVG document, drawn in `colour` (#rrggbb). */
export function categoryIconSvg(icon: CategoryIcon, colour: string): string {
  const { head, body, lines, eye } = drawings[icon];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="96" height="96" fill="${colour}">` +
    `<path d="${body}"/>` +
    (head ? `<path d="${head}"/>` : '') +
    (lines ? `<path d="${lines}" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round"/>` : '') +
    (eye ? `<path d="${eye}" fill="#fff"/>` : '') +
    '</svg>'
  );
}

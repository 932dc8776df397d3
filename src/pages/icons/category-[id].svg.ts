// Each category's icon as a file of its own, in the category's colour (src/lib/design/category-icons.ts):
// the tiles and cards that show it name the file, and a page of them carries none of its paths.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../data/site.ts';
import { categoryIconSvg } from '../../lib/design/category-icons.ts';

export const getStaticPaths = (async () => {
  const { categories } = await getSite();
  return categories.map(({ id, data }) => ({ params: { id }, props: { icon: data.icon, colour: data.colour } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(categoryIconSvg(props['icon'], props['colour']), { headers: { 'Content-Type': 'image/svg+xml' } });

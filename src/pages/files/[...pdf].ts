// The sample PDFs the site makes (src/lib/company/pdfs.ts), at the address an uploaded PDF would have
// (/files/...). Only for a PDF with no uploaded file there, so an upload always wins and the two
// never claim one path.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getSite } from '../../data/site.ts';
import { fileParam } from '../../conventions/paths.ts';

export const getStaticPaths = (async () => {
  const { pdfs } = await getSite();
  return [...pdfs.values()].flatMap(({ href, generated }) =>
    generated ? [{ params: { pdf: fileParam(href) }, props: { generated } }] : [],
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ generated: Uint8Array<ArrayBuffer> }> = ({ props }) =>
  new Response(props.generated, { headers: { 'Content-Type': 'application/pdf' } });

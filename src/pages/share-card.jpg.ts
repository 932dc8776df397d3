// The picture a shared link shows when the settings name no site picture: the business's name,
// the year it started and its free phone number on the brand's green (src/lib/design/share-card.ts).
import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { getSite } from '../data/site.ts';
import { shareCardSvg } from '../lib/design/share-card.ts';

export const GET: APIRoute = async () => {
  const { settings } = await getSite();
  const jpeg = await sharp(Buffer.from(shareCardSvg(settings)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
};

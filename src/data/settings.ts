import { getEntry } from 'astro:content';

/** The one site-settings entry (src/content/settings.json). */
export async function getSettings() {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/settings.json: the "site" entry is missing');
  return entry.data;
}

export type Settings = Awaited<ReturnType<typeof getSettings>>;

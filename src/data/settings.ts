import { getEntry } from 'astro:content';
import type { Settings } from '../schemas/settings';

/** The one settings entry, src/content/settings/site.yaml. */
export async function loadSettings(): Promise<Settings> {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/settings/site.yaml is missing: the site needs its settings');
  return entry.data;
}

// The site settings for the integrations that need the site's address and the video host outside
// the content layer (the build's sitemap and _headers): the settings entry read, prepared and
// validated as every entry is (src/loaders/validate-entries.ts), so a cleared field means the same
// here as in the build's pages and `npm run validate`, and a bad value stops the build with the
// file and field named.
import { SETTINGS_ID } from '../collections.ts';
import { collectionDir } from '../loaders/entry-files.ts';
import { validatedEntry } from '../loaders/validate-entries.ts';
import type { SettingsFacts } from '../schemas/settings.ts';

export const SETTINGS_FILE = `${collectionDir('settings')}/${SETTINGS_ID}.yaml`;

const read = new Map<string, SettingsFacts>();

/** The settings without their picture, which only the content collection reads; read once per file and process. */
export function readSiteSettings(file = SETTINGS_FILE): SettingsFacts {
  const known = read.get(file);
  if (known) return known;
  const { picture: _picture, ...facts } = validatedEntry('settings', file).data;
  return read.set(file, facts).get(file)!;
}

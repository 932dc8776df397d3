// The site settings for the integrations that need the site's address and the video host outside
// the content layer (the build's sitemap and _headers): read once per process and validated with
// the same schema the settings collection uses, so a bad value stops the build with the file and
// field named.
import { collectionDir, readEntryFile } from './entry-files';
import { settingsSchema, type Settings } from '../schemas/settings';

export const SETTINGS_FILE = `${collectionDir('settings')}/site.yaml`;

const read = new Map<string, Settings>();

export function readSiteSettings(file = SETTINGS_FILE): Settings {
  const known = read.get(file);
  if (known) return known;
  const result = settingsSchema.safeParse(readEntryFile(file, 'yaml').data);
  if (result.success) return read.set(file, result.data).get(file)!;
  const problems = result.error.issues.map((issue) => `${file}: ${issue.path.join('.') || 'settings'}: ${issue.message}`);
  throw new Error(problems.join('\n'));
}

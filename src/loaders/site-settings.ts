// The site settings for astro.config.mjs, which needs the site's address and the video host
// before any content is loaded: read and validated with the same schema the settings
// collection uses, so a bad value stops the build with the file and field named.
import { collectionDir, readEntryFile } from './entry-files';
import { settingsSchema, type Settings } from '../schemas/settings';

export const SETTINGS_FILE = `${collectionDir('settings')}/site.yaml`;

export function readSiteSettings(file = SETTINGS_FILE): Settings {
  const result = settingsSchema.safeParse(readEntryFile(file, 'yaml').data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${file}: ${issue.path.join('.') || 'settings'}: ${issue.message}`);
  throw new Error(problems.join('\n'));
}

// The site settings for the integrations that need the site's address and the video host outside
// the content layer (the build's sitemap and _headers): read once per process and validated with
// the same schema the settings collection uses, so a bad value stops the build with the file and
// field named.
import { collectionDir, readEntryFile } from '../loaders/entry-files';
// The settings name a person under Staff (the one to ring for an account): references are checked
// against the entry files, as the content's own checks give them.
import '../loaders/validate-entries';
import { settingsSchema, type Settings, type SettingsFacts } from '../schemas/settings';
import { withoutImagePipeline } from '../collections';

export const SETTINGS_FILE = `${collectionDir('settings')}/site.yaml`;

const read = new Map<string, SettingsFacts>();

export function readSiteSettings(file = SETTINGS_FILE): SettingsFacts {
  const known = read.get(file);
  if (known) return known;
  const result = settingsSchema(withoutImagePipeline).safeParse(readEntryFile(file, 'yaml').data);
  if (result.success) {
    const { picture: _picture, ...facts } = result.data as Settings;
    return read.set(file, facts).get(file)!;
  }
  const problems = result.error.issues.map((issue) => `${file}: ${issue.path.join('.') || 'settings'}: ${issue.message}`);
  throw new Error(problems.join('\n'));
}

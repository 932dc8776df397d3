// The calculator works offline after one online visit, and installs on a phone as an app. These
// are the paths the service worker (src/integrations/service-worker.ts builds it) works with; its
// registration, which only the calculator island runs, is src/lib/browser/register-worker.ts.
import { BRAND_COLOURS } from '../design/brand.ts';
import type { HeaderRule } from '../built/headers.ts';
import { HOME_PATH, MANIFEST_PATH, OFFLINE_PAGE_ID, SERVICE_WORKER_PATH, iconPath, pagePath } from '../../conventions/paths.ts';

/** The page the installed app opens on (its id in src/content/pages); the calculator registers the service worker. */
export const START_PAGE_ID = 'conedose-calculator';
export const START_PATH = pagePath(START_PAGE_ID);
/** Pages that open offline once the calculator has been opened online. */
export const OFFLINE_PAGES = [START_PATH, pagePath('conedose'), pagePath('contact-us')] as const;
/** Shown for any other page asked for offline. */
export const OFFLINE_FALLBACK_PATH = pagePath(OFFLINE_PAGE_ID);

/**
 * The service worker and the app manifest: the site's policy lets the page register a worker and
 * read a manifest of its own origin, and neither file may be cached long, so an update reaches
 * every phone on its next visit.
 */
export const offlineHeaders = {
  directives: [`worker-src 'self'`, `manifest-src 'self'`],
  rules: [
    { pattern: SERVICE_WORKER_PATH, headers: { 'Cache-Control': 'no-cache' } },
    { pattern: MANIFEST_PATH, headers: { 'Cache-Control': 'no-cache' } },
  ] satisfies HeaderRule[],
};

/** What phones ask for: 192 and 512 px of each purpose (Android, Chrome's install check); 180 px for iOS. */
export const ICONS = [
  { src: iconPath('icon-192.png'), size: 192, purpose: 'any' },
  { src: iconPath('icon-512.png'), size: 512, purpose: 'any' },
  { src: iconPath('maskable-192.png'), size: 192, purpose: 'maskable' },
  { src: iconPath('maskable-512.png'), size: 512, purpose: 'maskable' },
] as const;
export const APPLE_TOUCH_ICON = { src: iconPath('apple-touch-icon.png'), size: 180, purpose: 'maskable' } as const;

export interface AppIdentity {
  /** The app's full name, e.g. the calculator page's title. */
  name: string;
  /** The name under the icon on a phone. */
  shortName: string;
  description: string;
}

/** The web app manifest. */
export function webManifest({ name, shortName, description }: AppIdentity) {
  return {
    // A stable identity, so a later change of start_url does not make a second app.
    id: START_PATH,
    name,
    short_name: shortName,
    description,
    lang: 'en-NZ',
    start_url: START_PATH,
    scope: HOME_PATH,
    display: 'standalone',
    theme_color: BRAND_COLOURS.brand,
    background_color: '#ffffff',
    icons: ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

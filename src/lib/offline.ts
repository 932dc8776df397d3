// The calculator works offline after one online visit, and installs on a phone as an app. These
// are the paths the service worker (src/integrations/offline.ts builds it) works with, and its
// registration, which only the calculator island runs.
import type { HeaderRule } from './headers.ts';

/** The page the installed app opens on; the calculator registers the service worker. */
export const START_PATH = '/conedose-calculator';
/** Pages that open offline once the calculator has been opened online. */
export const OFFLINE_PAGES = [START_PATH, '/conedose', '/contact-us'] as const;
/** Shown for any other page asked for offline. */
export const OFFLINE_FALLBACK_PATH = '/offline';
export const SERVICE_WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';

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

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never
 * competes with the page's own requests. Browsers without service workers simply stay online-only.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
      console.warn('The calculator could not be set up to work offline; it still works online.', error);
    });
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

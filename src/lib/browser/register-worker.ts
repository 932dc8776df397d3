// The calculator's one call into the offline set-up (src/lib/paths/offline.ts has the rest): a module of
// its own, importing nothing, so the island's script carries nothing else of the build's.

/**
 * Registers the service worker at `worker` (SERVICE_WORKER_PATH, which the page hands the island,
 * so the island's script carries no module of paths) once the page has loaded and the browser is
 * idle, so it never competes with the page's own requests. Browsers without service workers simply
 * stay online-only.
 */
export function registerServiceWorker(worker: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // Its scope is the folder it is served from: the site's root (SERVICE_WORKER_PATH), so it
    // answers for every page offline.
    navigator.serviceWorker.register(worker).catch((error: unknown) => {
      console.warn('The calculator could not be set up to work offline; it still works online.', error);
    });
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

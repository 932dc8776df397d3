// The `client:painted` directive (registered by src/integrations/after-paint.ts): an island
// hydrates only once the page has painted its largest element, so downloading and starting React
// never delays the first screen (docs/requirements.md, "Budgets"). Astro inlines this file into
// each page that has such an island, so it stays small and imports nothing.
//
// The wait, in order:
// 1. the `load` event, then two animation frames: the frame that shows everything loaded has been
//    drawn (the largest paint can follow `load`, e.g. a paragraph painted just after it);
// 2. where the browser reports largest paints (Chromium), until it has reported one and two more
//    frames have passed without another;
// 3. idle time (requestIdleCallback with a timeout; a short timer where there is none, Safari);
// 4. with `media`, until the media query matches; with `visible`, until the island is on screen.
// The visitor touching the island (pointer down, a key, focus), or its no-JS stand-in outside
// it (`standIn`, a selector), hydrates it at once, whatever is left of the wait.
import type { ClientDirective } from 'astro';

export interface PaintedOptions {
  /** Hydrate only while this media query matches (as `client:media`). */
  media?: string;
  /** Hydrate only once the island is on screen (as `client:visible`). */
  visible?: boolean;
  /** Elements outside the island that stand in for it until it hydrates (e.g. a no-JS link): touching them counts. */
  standIn?: string;
}

/** Most the wait for idle time may last, in ms. */
const IDLE_TIMEOUT_MS = 2000;
/** Most the wait for a largest-paint entry may last after load, in ms (nothing contentful on screen: e.g. a page opened in the background). */
const PAINT_TIMEOUT_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

let painted: Promise<void> | undefined;

/** Resolves once the page's largest paint has happened (see the header); one wait for every island of the page. */
function largestPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const reported =
      typeof PerformanceObserver !== 'undefined' && !!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    // Largest-paint entries reported so far; each new one is a larger element painted.
    let paints = 0;
    const observer = reported ? new PerformanceObserver((list) => (paints += list.getEntries().length)) : undefined;
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
    const afterLoad = () => {
      const started = performance.now();
      let paintsBefore = -1;
      // Two frames at a time, until a pair passes with no new entry: a larger element (an image
      // decoded late, a paragraph) can be painted, and reported, a frame or two after the last one.
      const settle = () =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const settled = !reported || (paints > 0 && paints === paintsBefore);
            if (settled || performance.now() - started > PAINT_TIMEOUT_MS) {
              observer?.disconnect();
              resolve();
            } else {
              paintsBefore = paints;
              settle();
            }
          }),
        );
      settle();
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
  return painted;
}

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });

const mediaMatches = (query: string) =>
  new Promise<void>((resolve) => {
    const list = matchMedia(query);
    if (list.matches) return resolve();
    const onChange = () => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list.addEventListener('change', onChange);
  });

/** Resolves once any child of the island (an astro-island has no box of its own) is on screen. */
const onScreen = (el: HTMLElement) =>
  new Promise<void>((resolve) => {
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      io.disconnect();
      resolve();
    });
    for (const child of el.children) io.observe(child);
  });

const directive: ClientDirective = (load, { value }, el) => {
  // Astro passes the directive's value through as given: an object of options, or '' for none.
  const raw: unknown = value;
  const options: PaintedOptions = raw && typeof raw === 'object' ? raw : {};
  // Listened for on the document and matched by selector: a stand-in may come after the island
  // in the page and not be parsed yet when this runs.
  const inStandIn = (target: EventTarget | null) => !!options.standIn && target instanceof Element && !!target.closest(options.standIn);
  const touches = (event: Event) => event.target instanceof Node && (el.contains(event.target) || inStandIn(event.target));
  let started = false;
  // A stand-in that was followed (its link taken) keeps the visitor where it led.
  let followed = false;
  const onInteraction = (event: Event) => {
    if (touches(event)) void hydrate();
  };
  const onClick = (event: Event) => {
    if (inStandIn(event.target)) followed = true;
  };

  async function hydrate() {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    const start = await load();
    // A stand-in holding focus is hidden once the island is live: focus moves on to the island's
    // first control, unless the visitor has already followed the stand-in.
    const focusInStandIn = inStandIn(document.activeElement);
    await start();
    // An island inside another one hydrates only after it: wait for that too.
    if (el.hasAttribute('ssr')) await new Promise((done) => el.addEventListener('astro:hydrate', done, { once: true }));
    document.removeEventListener('click', onClick, true);
    if (focusInStandIn && !followed) el.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
  }

  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  if (options.standIn) document.addEventListener('click', onClick, { capture: true, passive: true });

  void (async () => {
    await largestPaint();
    await idle();
    if (options.media) await mediaMatches(options.media);
    if (options.visible) await onScreen(el);
    await hydrate();
  })();
};

export default directive;

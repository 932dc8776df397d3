// The oldest browsers the site supports (docs/browser-support.md), as build targets. Every iPhone
// that runs iOS 15 can update to 15.8 (15.4 is the floor: its Safari has everything the site uses);
// Chrome and Edge 109 are the last for Windows 7 and 8; Firefox 115 ESR is the last for Windows 7
// and 8 and for macOS before 10.15.
export const BROWSER_TARGETS = ['safari15.4', 'ios15.4', 'chrome109', 'edge109', 'firefox115'];

/** The same browsers for Lightning CSS, as major << 16 | minor << 8 version numbers. */
export const CSS_TARGETS = {
  safari: (15 << 16) | (4 << 8),
  ios_saf: (15 << 16) | (4 << 8),
  chrome: 109 << 16,
  edge: 109 << 16,
  firefox: 115 << 16,
};

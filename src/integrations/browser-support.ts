// The oldest browsers the site supports (README, "Browser support"), as build targets. Every iPhone
// that runs iOS 15 can update to 15.8; Chrome and Edge 109 are the last for Windows 7 and 8;
// Firefox 115 is the oldest extended-support release still maintained.
export const BROWSER_TARGETS = ['safari15.4', 'ios15.4', 'chrome109', 'edge109', 'firefox115'];

/** The same browsers for Lightning CSS, as major << 16 | minor << 8 version numbers. */
export const CSS_TARGETS = {
  safari: (15 << 16) | (4 << 8),
  ios_saf: (15 << 16) | (4 << 8),
  chrome: 109 << 16,
  edge: 109 << 16,
  firefox: 115 << 16,
};

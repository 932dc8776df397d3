// The steps of `npm run test:quick` and `npm test` (scripts/test.ts), in order. A step is an npm
// script, or a few lanes that run side by side because each leaves a core idle (ESLint beside the
// type check; the unit tests, which read no build, beside the two builds); a lane of several
// scripts runs them in turn. The two builds share Astro's content cache, so they share a lane.
export type Lane = string | readonly string[];
export type Step = string | readonly Lane[];

export const QUICK_STEPS: readonly Step[] = [['lint', 'typecheck'], 'validate', ['test:unit', ['build', 'build:baseline']], 'test:build'];
// Then the browsers, which wait on servers, saves and rebuilds more than they work: Chromium's tests
// (the editor's first, timing how soon it opens) beside the two WebKits then Firefox, on ports of their own.
export const FULL_STEPS: readonly Step[] = [...QUICK_STEPS, ['test:e2e', ['test:engines', 'test:firefox']]];
// And beside the browsers, in the background at a lower priority, taking a core whenever they leave
// one idle, what builds sites of its own: the content tests' scratch copies, and the go-live
// rehearsal then the copy with the business's photos (scripts/photo-site.ts), each of which builds a
// site and drives a browser over it on ports of its own. (Started with the quick steps instead, they
// slowed those by half: the cores are busy throughout.)
export const FULL_BACKGROUND: readonly Lane[] = ['test:content', ['rehearse', 'test:photos']];

const scriptsOfLane = (lane: Lane): string[] => (typeof lane === 'string' ? [lane] : [...lane]);

/** Every npm script the steps and lanes run. */
export const scriptsOf = (steps: readonly Step[], background: readonly Lane[] = []): string[] => [
  ...steps.flatMap((step) => (typeof step === 'string' ? [step] : step.flatMap(scriptsOfLane))),
  ...background.flatMap(scriptsOfLane),
];

// The steps of `npm run test:quick` and `npm test` (scripts/test.ts), in order. A step is an npm
// script, or a few lanes that run side by side because each leaves a core idle (ESLint beside the
// type check; the unit tests, which read no build, beside the two builds); a lane of several
// scripts runs them in turn. The two builds share Astro's content cache, so they share a lane.
export type Lane = string | readonly string[];
export type Step = string | readonly Lane[];

export const QUICK_STEPS: readonly Step[] = [['lint', 'typecheck'], 'validate', ['test:unit', ['build', 'build:baseline']], 'test:build'];
// Then the content tests' scratch copies beside the two WebKits then Firefox (on ports of their own);
// then Chromium's tests, the editor's first, timing how soon it opens.
export const FULL_STEPS: readonly Step[] = [...QUICK_STEPS, ['test:content', ['test:engines', 'test:firefox']], 'test:e2e'];
// From the end of the quick steps, in the background at a lower priority, taking a core whenever the
// steps leave one idle (the browser tests wait on servers, saves and rebuilds more than they work):
// the go-live rehearsal (without its pages' browser tests: scripts/rehearse-go-live.ts) then the copy
// with the business's photos (scripts/photo-site.ts), each of
// which builds a site and drives a browser over it on ports of its own. Not beside the quick steps:
// the rehearsal builds in the project itself, whose content cache the two builds use. Started beside
// the last step instead, it ended a minute after it (docs/tests.md).
export const FULL_BACKGROUND: readonly Lane[] = [['test:rehearsal', 'test:photos']];

const scriptsOfLane = (lane: Lane): string[] => (typeof lane === 'string' ? [lane] : [...lane]);

/** Every npm script the steps and lanes run. */
export const scriptsOf = (steps: readonly Step[], background: readonly Lane[] = []): string[] => [
  ...steps.flatMap((step) => (typeof step === 'string' ? [step] : step.flatMap(scriptsOfLane))),
  ...background.flatMap(scriptsOfLane),
];

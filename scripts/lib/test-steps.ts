// The steps of `npm run test:quick` and `npm test` (scripts/test.ts), in order. A step is an npm
// script, or a few lanes that run side by side because each leaves a core idle (ESLint beside the
// type check; the unit tests, which read no build, beside the two builds); a lane of several
// scripts runs them in turn. The two builds share Astro's content cache, so they share a lane.
// A lane in the background (`{ background: [...] }`) runs at a lower priority: throughput work beside
// tests that time what a person waits for, which then get the cores whenever they ask.
export type Lane = string | readonly string[] | { readonly background: readonly string[] };
export type Step = string | readonly Lane[];

export const QUICK_STEPS: readonly Step[] = [['lint', 'typecheck'], 'validate', ['test:unit', ['build', 'build:baseline']], 'test:build'];
// Then everything else at once, as most of it waits more than it works: Chromium's tests (the
// editor's wait on its saves, and time how soon it opens) and the two WebKits then Firefox, each
// driving a browser; and in the background, taking a core whenever those leave one idle, the
// content tests' scratch builds, and the go-live rehearsal then the copy with the business's photos
// (scripts/photo-site.ts), each of which builds a site and drives a browser over it on ports of its own.
export const FULL_STEPS: readonly Step[] = [
  ...QUICK_STEPS,
  ['test:e2e', ['test:engines', 'test:firefox'], { background: ['test:content'] }, { background: ['rehearse', 'test:photos'] }],
];

/** Every npm script the steps run. */
export const scriptsOf = (steps: readonly Step[]): string[] =>
  steps.flatMap((step) =>
    typeof step === 'string'
      ? [step]
      : step.flatMap((lane) => (typeof lane === 'string' ? [lane] : 'background' in lane ? [...lane.background] : [...lane])),
  );

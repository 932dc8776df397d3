// The steps of `npm run test:quick` and `npm test` (scripts/test.ts), in order: each an npm script,
// or a few that run side by side because each leaves a core idle (ESLint beside the type check;
// the unit tests, which read no build, beside the site's build). The two builds share Astro's
// content cache, so they never run together.
export type Step = string | readonly string[];

export const QUICK_STEPS: readonly Step[] = [['lint', 'check'], 'check:content', ['test:unit', 'build'], 'build:spec', 'test:build'];
export const FULL_STEPS: readonly Step[] = [...QUICK_STEPS, 'test:content', 'test:e2e', 'test:engines', 'rehearse'];

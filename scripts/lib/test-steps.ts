// The steps of `npm run test:quick` and `npm test` (scripts/test.ts), in order: each an npm script,
// or a few that run side by side (ESLint and the type check each use one core).
export type Step = string | readonly string[];

export const QUICK_STEPS: readonly Step[] = [['lint', 'check'], 'check:content', 'test:unit', 'build', 'build:spec', 'test:build'];
export const FULL_STEPS: readonly Step[] = [...QUICK_STEPS, 'test:content', 'test:e2e', 'test:engines', 'rehearse'];

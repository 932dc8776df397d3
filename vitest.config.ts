/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests (pure modules) and component tests (React islands in jsdom).
// Playwright specs live in tests/e2e and are run by Playwright, not vitest.
export default getViteConfig({
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.ts', 'tests/component/**/*.test.tsx'],
    setupFiles: ['tests/setup.ts'],
  },
});

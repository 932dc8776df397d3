// Lint rules for the whole tree: TypeScript-aware recommended rules, Astro components, and
// accessibility rules for the React islands and the JSX inside .astro files.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The layers of src/, lowest first: a folder may import those before it, never one after it.
// conventions/ (how a path, a link, a day and opening hours are written) imports nothing of the
// project; the schemas stand on it; lib/ (pure logic) on both; then how content is read (loaders/),
// checked as a whole outside Astro (validation/) and gathered for pages (data/). So each layer can be
// tested, and reused by scripts, without those above it (below loaders/, without a content folder),
// and no import makes a circle. The folders that use the layers come last, and none of the layers imports them.
const LAYERS = ['conventions', 'schemas', 'lib', 'loaders', 'validation', 'data'];
const USERS = ['components', 'layouts', 'pages', 'integrations', 'admin', 'islands'];

// A relative import (./ or ../) whose file name ends without its extension, in each form an import takes.
const NO_EXTENSION = '/^\\.{1,2}\\/(?!.*\\.(?:ts|tsx|astro|js|mjs|json|css|svg)(?:\\?\\w+)?$)/';
const RELATIVE_IMPORTS = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(
  (node) => `${node} > Literal.source[value=${NO_EXTENSION}]`,
);
const WITH_EXTENSION = 'Import a relative file by its whole name, extension and all: ./paths.ts, not ./paths.';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.dist-building/',
      'dist-baseline/',
      '.dist-baseline-building/',
      '.astro/',
      'reports/',
      'test-results/',
      'playwright-report/',
      '.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  // Astro's compiler warnings as errors: eslint-plugin-astro 3 left this rule out of its recommended
  // rules (deprecated, in favour of `astro check`), which had it until 2.
  { files: ['**/*.astro'], rules: { 'astro/valid-compile': 'error' } },
  // The same accessibility rules for the islands: Astro's config above runs them on .astro files only.
  { ...jsxA11y.configs.recommended, files: ['**/*.tsx'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are errors, except deliberately ignored ones (_unused).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // One style for a relative import: the file's own name, extension and all, as Node runs the
      // scripts without a bundler (and a reader sees which file it is).
      'no-restricted-syntax': ['error', ...RELATIVE_IMPORTS.map((selector) => ({ selector, message: WITH_EXTENSION }))],
    },
  },
  ...LAYERS.map((layer, index) => ({
    files: [`src/${layer}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...LAYERS.slice(index + 1), ...USERS].map((folder) => ({
            group: [`**/${folder}/*`, `../${folder}`, `../${folder}/*`],
            message: `src/${layer}/ sits below ${folder}/: move what it needs down, or pass it in.`,
          })),
        },
      ],
    },
  })),
);

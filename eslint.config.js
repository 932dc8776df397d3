// Lint rules for the whole tree: TypeScript-aware recommended rules, Astro components, and
// accessibility rules for the React islands and the JSX inside .astro files.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.dist-building/',
      'dist-spec/',
      '.dist-spec-building/',
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
  {
    // The jsx-a11y plugin is registered by Astro's accessibility config above; its rules apply to the islands too.
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are errors, except deliberately ignored ones (_unused).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The layers of src/: the schemas and lib/ (pure logic) know nothing of how content is read
  // (loaders/), checked as a whole outside Astro (checks/) or gathered for pages (data/), so they can
  // be tested, and reused by scripts, without a content folder; an import the other way would make a circle.
  ...[
    { files: ['src/lib/**'], above: ['data', 'checks', 'loaders', 'components', 'layouts', 'pages', 'integrations', 'admin', 'islands'] },
    {
      files: ['src/schemas/**'],
      above: ['data', 'checks', 'loaders', 'components', 'layouts', 'pages', 'integrations', 'admin', 'islands'],
    },
    { files: ['src/loaders/**'], above: ['data', 'checks', 'components', 'layouts', 'pages', 'integrations', 'admin', 'islands'] },
    { files: ['src/checks/**'], above: ['data', 'components', 'layouts', 'pages', 'integrations', 'admin', 'islands'] },
  ].map(({ files, above }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: above.map((folder) => ({
            group: [`**/${folder}/*`, `../${folder}`, `../${folder}/*`],
            message: `${files[0].replace('/**', '/')} sits below ${folder}/: move what it needs down, or pass it in.`,
          })),
        },
      ],
    },
  })),
);

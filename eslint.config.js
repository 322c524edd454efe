// ESLint flat config: JavaScript and TypeScript (typescript-eslint), React islands (hooks and
// jsx-a11y) and Astro components (eslint-plugin-astro, with its jsx-a11y rules for markup).
// Formatting is Prettier's job, so no stylistic rules here. Module structure is checked too: no
// import cycles, and browser code (islands, src/lib) never reaches into src/server.
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const ALIAS_MESSAGE = 'Import by alias: ~/ (src), @content/ (content), @functions/ (netlify/functions).';

export default defineConfig(
  globalIgnores(['dist/', '.astro/', '.netlify/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', '.cache/', 'src/server/db/migrations/']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
  },
  js.configs.recommended,
  tseslint.configs.recommended,

  // Module structure (issue 31). The resolver reads tsconfig.json, so `~/…` paths resolve too.
  {
    files: ['**/*.{js,mjs,ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and sees no cycle through TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // A cycle makes load order matter and ties two modules into one: move the shared part down instead.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/islands', './src/lib', './src/stores'],
              from: './src/server',
              message: 'Browser code and shared contracts must not depend on server code: move what both need into src/lib.',
            },
          ],
        },
      ],
    },
  },
  // Code reaches src, content and the functions by their aliases (tsconfig paths), not by climbing:
  // `~/lib/api`, not `../../lib/api` (test fixtures stay relative). The astro integrations load with astro.config.mjs, before
  // aliases exist.
  {
    files: ['src/**/*.{ts,tsx,mts}', 'netlify/**/*.mts'],
    ignores: ['src/integrations/**', 'src/config/security-headers.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!(\\.\\./)*tests/)', message: ALIAS_MESSAGE }] }] },
  },
  {
    files: ['tests/**/*.ts'],
    ignores: ['**/*.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(src|content|netlify)/', message: ALIAS_MESSAGE }] }] },
  },
  // Tests never ship to the browser, and lib/linkedin.test.ts runs the rules with the server's real skill extractor.
  {
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },

  // React islands run in the browser.
  {
    files: ['src/islands/**/*.{ts,tsx}', 'src/stores/**/*.ts', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Islands must first render the server's HTML, so browser-only state (location, storage, session, fetched data) can only be set in an effect.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Still checked on DOM elements; on our components `autoFocus` is a prop (LoginForm's data-autofocus, focused by useDialog when a modal opens).
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },

  // Astro components: frontmatter runs at build time, <script> tags in the browser.
  astro.configs.recommended,
  // The plugin's jsx-a11y preset carries no `files`; scope it to .astro so that .tsx files are
  // not checked twice (they have jsx-a11y's own rules above).
  ...astro.configs['jsx-a11y-recommended'].map((config) => (config.files || !config.rules ? config : { ...config, files: ['**/*.astro'] })),
  {
    files: ['**/*.astro'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Tests read JSON bodies and query rows untyped and check their shape with expect(); a wrong shape fails the assertion.
  {
    files: ['**/*.test.ts', 'src/server/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

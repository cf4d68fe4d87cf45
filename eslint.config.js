// ESLint: typescript-eslint, react-hooks, jsx-a11y, and the architecture's import boundaries.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

// Imports that would climb two or more folders go through the package's import aliases (#src/, #machines/,
// #scripts/, #bench/; package.json "imports"), so a file says where a module lives, not how far away it is.
const deepRelative = {
  regex: '^\\.\\./\\.\\./',
  message: 'Import through #src/, #machines/, #scripts/ or #bench/ instead of ../../ (CONTRIBUTING.md, "Imports").',
};
/** Outside tests, any import that leaves its folder uses an alias; a route's own `../-components/` is beside it. */
const leavingFolder = {
  regex: '^\\.\\./(?!-components/)',
  message:
    'An import that leaves its folder goes through #src/, #machines/, #scripts/, #bench/ or #tests/ (docs/architecture.md, "Where files go").',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.tmp/**',
      'node_modules/**',
      'src/route-tree.gen.ts',
      'bench/out/**',
      'data/**',
      'docs/.vitepress/{dist,cache,.temp}/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'machines/**/*.ts', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // No import cycles in the app and its machines: a cycle makes module order matter and hides a missing boundary.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Styles read design tokens from `theme` (src/styles/tokens.ts) directly, not through a function of the
  // ThemeProvider's props: a styled component without function interpolations is static, and
  // styled-components computes its class once instead of on every render (CONTRIBUTING.md).
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression ArrowFunctionExpression[params.length=1][params.0.type='ObjectPattern'][params.0.properties.length=1][params.0.properties.0.key.name='theme'][body.type='MemberExpression']",
          message: 'Read the token directly: ${theme.color.text}, with theme imported from src/styles/tokens.ts.',
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [leavingFolder] }] },
  },
  // Boundaries (CONTRIBUTING.md, "Rules of the architecture"): machines are behaviour only; the server never imports views or machines.
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/contexts.ts', 'machines/*-context.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'machines/ holds behaviour only: no React.' },
            { group: ['styled-components'], message: 'machines/ holds behaviour only: no styling.' },
            { group: ['**/components/**', '**/routes/**', '**/styles/**'], message: 'machines/ must not import views or styles.' },
            leavingFolder,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'styled-components', '@tanstack/react-router'], message: 'The server imports no views.' },
            { regex: '^(#src/|(\\.\\./)+)(components|styles|routes)(/|$)', message: 'The server imports no views (src/forms is shared).' },
            { group: ['**/machines/**'], message: 'The server imports no machines.' },
            { regex: '^#machines/', message: 'The server imports no machines.' },
            leavingFolder,
          ],
        },
      ],
    },
  },
  {
    files: ['src/routes/**/*.tsx', 'src/components/**/*.tsx', 'src/entry-*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'Views never import the server.' }, leavingFolder] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

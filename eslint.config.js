import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Layers of DESIGN.md "Layout": a zone may not import from the folders listed after it. */
/** No resource imports another resource: each resource folder may use only itself and _generated. */
const resourceZones = readdirSync('resources', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '_generated')
  .map(({ name }) => ({
    target: `./resources/${name}`,
    from: './resources',
    except: [`./${name}`, './_generated'],
    message: '리소스끼리 서로 import 하지 않습니다.',
  }));

const zones = [
  {
    target: './lib',
    from: [
      './schemas',
      './components',
      './dataProviders',
      './authProvider',
      './resources',
      './customPages',
      './app',
      './server',
    ],
  },
  {
    target: './schemas',
    from: [
      './components',
      './dataProviders',
      './authProvider',
      './resources',
      './customPages',
      './app',
      './server',
    ],
  },
  {
    target: './components',
    from: ['./dataProviders', './authProvider', './resources', './customPages', './app', './server'],
  },
  {
    target: './dataProviders',
    from: ['./authProvider', './resources', './customPages', './app', './server'],
  },
  { target: './authProvider', from: ['./resources', './customPages', './app', './server'] },
  { target: './resources', from: ['./customPages', './app', './server'] },
  { target: './customPages', from: ['./app', './server'] },
  { target: './app', from: ['./server'] },
  {
    target: './server',
    from: ['./app', './components', './dataProviders', './authProvider', './resources', './customPages'],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server*',
      'data',
      'node_modules',
      'server/db/migrations',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    // Imports are relative paths, so the node resolver with the TypeScript extensions is enough.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...zones, ...resourceZones] }],
      'import/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Every sheet the product writes goes through lib/sheet's workbookOf, which keeps text that could
    // start a formula as text; the member import template (headers only) builds its text columns itself.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'lib/sheet.ts',
      'resources/members/import/readSheet.ts',
      '**/*.test.{ts,tsx}',
      'tests/**',
      'bench/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(aoa_to_sheet|json_to_sheet|sheet_add_aoa|sheet_add_json|book_new)$/]',
          message: 'Write sheets with workbookOf (lib/sheet.ts): it escapes text that would start a formula.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-*/',
      '.data/',
      'drizzle/',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**', 'components/**', 'lib/console/**', 'lib/hooks/**'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      // The classic rules: the rest of the plugin's preset checks code for the React Compiler, which we do not run.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Layers (ARCHITECTURE.md). Queries hold each entity's one visibility rule; everything that reads data calls them.
  {
    files: ['lib/queries/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/api/**',
                '**/console/**',
                '**/components/**',
                '@/lib/api/**',
                '@/lib/console/**',
                '@/components/**',
              ],
              message: 'Queries serve every layer: they may not import the API, the console or components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'lib/derive/**',
      'lib/intake/**',
      'lib/sources/**',
      'lib/connections/**',
      'lib/queue/**',
      'lib/seed/**',
      'lib/audit/**',
      'lib/db/**',
      'lib/schemas/**',
      'lib/admin/**',
      'lib/cli/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '@/lib/api/**', '**/components/**', '@/components/**'],
              message: 'Reach data through lib/queries, not the HTTP layer; the API and the console sit on top.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console's client code reaches data only through the typed API client; types may be imported.
    files: ['components/**', 'lib/console/**', 'lib/hooks/**'],
    ignores: [
      // Named server modules: they run in the console's server only.
      'lib/console/server-db.ts',
      'lib/console/session-store.ts',
      'lib/console/proxy.ts',
      'lib/console/host.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/**',
                '**/queries/**',
                '**/api/**',
                '**/derive/**',
                '**/intake/**',
                '@/lib/db/**',
                '@/lib/queries/**',
                '@/lib/api/**',
                '@/lib/derive/**',
                '@/lib/intake/**',
                '@/lib/sources/*.queries',
                '@/lib/sources/load',
                '@/lib/sources/common',
              ],
              allowTypeImports: true,
              message: 'Console code reads data through the typed API client (lib/console/api-client.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/db/**', '@/lib/queries/**', '@/lib/api/**', '@/lib/derive/**', '@/lib/intake/**'],
              allowTypeImports: true,
              message: 'Pages reach data through the typed API client or a named server module (lib/sources/load).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);

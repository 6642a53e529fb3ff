import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const dirs = (path) =>
  fs.existsSync(path)
    ? fs
        .readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Features never reach into each other; shared code never reaches into features.
const features = dirs('apps/mobile/src/features');
// The forms feature is the one exception: other features (the task screen) render forms through its
// public entry `features/forms/index.ts` and nothing deeper (docs/decisions/003-forms-public-entry.md).
const featureZones = [
  ...features.map((f) => ({
    target: `./apps/mobile/src/features/${f}`,
    from: './apps/mobile/src/features',
    except: f === 'forms' ? [`./${f}`] : [`./${f}`, './forms/index.ts'],
    message: 'features do not import each other: move shared pieces to components/ or lib/',
  })),
  {
    target: ['./apps/mobile/src/components', './apps/mobile/src/lib'],
    from: ['./apps/mobile/src/features', './apps/mobile/src/app'],
    message: 'shared code never imports a feature or the app',
  },
  { target: './packages', from: './apps', message: 'packages never import apps' },
  { target: './apps/mobile', from: './apps/server', message: 'the app never imports the server' },
];
// Server modules talk through services, never through another module's tables or repository.
const modules = dirs('apps/server/src/modules');
const moduleZones = modules.map((m) => ({
  target: `./apps/server/src/modules/${m}`,
  from: modules
    .filter((o) => o !== m)
    .flatMap((o) => [
      `./apps/server/src/modules/${o}/repository.ts`,
      `./apps/server/src/modules/${o}/tables.ts`,
    ]),
  message: 'use the other module’s service, not its repository or tables',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...moduleZones] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'never eval' },
        { selector: "NewExpression[callee.name='Function']", message: 'never new Function' },
      ],
    },
  },
  {
    files: ['apps/mobile/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app takes only types from the contracts; run-time constants come from its schema-free entry.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@baton/contracts',
              allowTypeImports: true,
              message: "import values from '@baton/contracts/limits'; the schemas stay on the server",
            },
          ],
        },
      ],
    },
  },
);

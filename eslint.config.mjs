// ESLint 9 flat config: the recommended sets (JS, typescript-eslint, React hooks) and the import
// rules that hold the layers (docs/architecture.md), so that each layer can be read and tested
// without the ones above it:
//   web     lib (and theme) -> api -> store -> components -> features -> app; a feature never
//           imports another feature's folder; src/test is for tests only
//   server  lib -> http, db, config -> modules, static -> app.ts, main.ts, cli/; server/test for tests only
//   contract imports nothing of src/ or server/ (its types may be imported from anywhere)
// An import the resolver cannot follow would slip past the zones, so import-x/no-unresolved is on.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/test/**', 'server/test/**'];

const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layer = (target, from, message) => ({ target, from, message });

/** The layer zones; each forbids `target` to import `from`. */
const layerZones = [
  layer(
    ['src/lib', 'src/theme'],
    ['src/api', 'src/store', 'src/components', 'src/features', 'src/app', 'src/main.tsx'],
    'lib/ and theme/ import nothing above them (lib -> api -> store -> components -> features -> app).',
  ),
  layer(
    'src/api',
    ['src/store', 'src/components', 'src/features', 'src/app', 'src/main.tsx'],
    'api/ imports only lib/ (lib -> api -> store -> components -> features -> app).',
  ),
  layer(
    'src/store',
    ['src/components', 'src/features', 'src/app', 'src/main.tsx'],
    'store/ imports only lib/ and api/ (lib -> api -> store -> components -> features -> app).',
  ),
  layer(
    'src/components',
    ['src/features', 'src/app', 'src/main.tsx'],
    'components/ import only lib/, api/ and store/ (lib -> api -> store -> components -> features -> app).',
  ),
  layer(
    'src/features',
    ['src/app', 'src/main.tsx'],
    'features/ do not import app/ (lib -> api -> store -> components -> features -> app).',
  ),
  ...features.map((name) =>
    layer(
      `src/features/${name}`,
      features.filter((other) => other !== name).map((other) => `src/features/${other}`),
      'a feature never imports another feature: move what both use to components/ or lib/.',
    ),
  ),
  layer('src', ['server', 'e2e', 'bench', 'scripts'], 'the web app imports only src/ and contract/.'),
  layer(
    ['server/http', 'server/lib', 'server/config.ts'],
    ['server/modules', 'server/static', 'server/app.ts', 'server/main.ts'],
    'http/, db/, lib/ import nothing above them (http/db/lib -> modules -> app).',
  ),
  // lib/ is below http/: what both need (ApiError, fail) lives in lib/errors.ts.
  layer(
    'server/lib',
    ['server/http'],
    'lib/ imports nothing of http/ (lib -> http -> modules -> app); shared errors live in server/lib/errors.ts.',
  ),
  // db/ composes the Database type (and the seed its rows) from each module's tables*.ts (tables.ts and e.g. tablesStage.ts), the one
  // place a module's table types live; nothing else of a module is reachable from db/.
  {
    target: 'server/db',
    from: 'server/modules/**',
    except: [`${root}/server/modules/*/tables*.ts`],
    message: "db/ imports only the modules' tables*.ts (http/db/lib -> modules -> app).",
  },
  layer(
    'server/db',
    ['server/static', 'server/app.ts', 'server/main.ts'],
    'http/, db/, lib/ import nothing above them (http/db/lib -> modules -> app).',
  ),
  layer(
    ['server/modules', 'server/static'],
    ['server/app.ts', 'server/main.ts'],
    'modules import only http/, db/, lib/ (http/db/lib -> modules -> app).',
  ),
  // The commands a school runs (import, export, backup) sit beside app.ts: they use the server's code, the server never uses
  // theirs. What the demo seed shares with the importer (reading a list, its cells, its problems) lives in lib/lists/.
  layer(
    ['server/http', 'server/lib', 'server/db', 'server/config.ts', 'server/modules', 'server/static', 'server/app.ts', 'server/main.ts'],
    'server/cli',
    'the server does not import the commands in server/cli/; what both use lives in server/lib/.',
  ),
  layer('server', ['src'], 'the server imports only server/ and contract/.'),
  layer('contract', ['src', 'server', 'e2e', 'bench', 'scripts'], 'contract/ imports nothing of src/ or server/.'),
];

/** Test infrastructure is imported by tests only. */
const testOnlyZones = [
  layer('src', 'src/test', 'src/test is for tests only.'),
  layer(['server', 'contract'], 'server/test', 'server/test is for tests only.'),
];

const zones = (list) => ['error', { basePath: root, zones: list }];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'coverage/**', 'node_modules/**', 'public/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': zones(layerZones),
      // a cycle through node_modules is not ours to fix, and following it is most of the rule's cost
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // TypeScript checks these (and import-x's versions are slow and miss type-only exports).
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Rules that need the type checker: a promise nobody awaits loses its rejection, and an async
    // function handed to a slot that expects a plain callback has nobody to await it.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': zones([...layerZones, ...testOnlyZones]) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'use useAppDispatch / useAppSelector from @/store/hooks (typed by the store).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Scripts the server hands to browsers as they are (the API reference page).
    files: ['server/**/assets/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

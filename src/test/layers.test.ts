import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The layer rule of eslint.config.mjs, proved on snippets: each is linted as if it were the file
// at `filePath` (nothing is written), through ESLint's Node API in a child process (Jest's module
// VM cannot load the ESM config).
const ROOT = path.resolve(__dirname, '../..');

interface Snippet {
  filePath: string;
  code: string;
}
type Result = Array<{ ruleId: string | null; message: string }>;

const LINT = `
import { ESLint } from 'eslint';
const snippets = JSON.parse(process.argv[1]);
// The snippets are not files, so the type-aware rules (which need each file in the TypeScript
// project) are off here: what is proved is the import rules.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});
const out = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(out));
`;

function lint(snippets: Snippet[]): Result[] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(snippets)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Result[];
}

const forbidden: Array<[string, Snippet]> = [
  ['a feature importing app/', { filePath: 'src/features/home/Snippet.ts', code: "export { makeStore } from '@/app/store';\n" }],
  [
    'a feature importing app/ lazily',
    { filePath: 'src/features/home/Snippet.ts', code: "export const load = () => import('@/app/routes');\n" },
  ],
  [
    'a feature importing another feature',
    { filePath: 'src/features/home/Snippet.ts', code: "export { LoginForm } from '@/features/auth/LoginForm';\n" },
  ],
  [
    'a feature importing another feature by a relative path',
    { filePath: 'src/features/home/Snippet.ts', code: "export { LoginForm } from '../auth/LoginForm';\n" },
  ],
  [
    'components importing a feature',
    { filePath: 'src/components/Snippet.ts', code: "export { default } from '@/features/home/HomePage';\n" },
  ],
  ['api importing components', { filePath: 'src/api/snippet.ts', code: "export { toaster } from '@/components/toaster';\n" }],
  ['api importing the store', { filePath: 'src/api/snippet.ts', code: "export { useAppDispatch } from '@/store/hooks';\n" }],
  ['the store importing components', { filePath: 'src/store/snippet.ts', code: "export { toaster } from '@/components/toaster';\n" }],
  ['the store importing a feature', { filePath: 'src/store/snippet.ts', code: "export { LoginForm } from '@/features/auth/LoginForm';\n" }],
  ['the store importing app/', { filePath: 'src/store/snippet.ts', code: "export { makeStore } from '@/app/store';\n" }],
  ['lib importing the store', { filePath: 'src/lib/snippet.ts', code: "export { useAppSelector } from '@/store/hooks';\n" }],
  ['lib importing api', { filePath: 'src/lib/snippet.ts', code: "export { userApi } from '@/api/user';\n" }],
  [
    'non-test code importing src/test',
    { filePath: 'src/features/home/Snippet.ts', code: "export { renderScreen } from '@/test/renderScreen';\n" },
  ],
  ['server http/ importing a module', { filePath: 'server/http/snippet.ts', code: "export { cmsRoutes } from '../modules/cms/routes';\n" }],
  [
    'server db/ importing a module beyond its tables',
    { filePath: 'server/db/snippet.ts', code: "export { userDetail } from '../modules/center/service';\n" },
  ],
  ['a server module importing app.ts', { filePath: 'server/modules/cms/snippet.ts', code: "export { buildApp } from '../../app';\n" }],
  ['server lib/ importing http/', { filePath: 'server/lib/snippet.ts', code: "export { ok } from '../http/envelope';\n" }],
  [
    'a server module importing a command of server/cli',
    { filePath: 'server/modules/cms/snippet.ts', code: "export { cliFlag } from '../../cli/cliFlag';\n" },
  ],
  [
    'the demo seed importing a command of server/cli',
    { filePath: 'server/db/seed/snippet.ts', code: "export { cliFlag } from '../../cli/cliFlag';\n" },
  ],
  [
    'server code importing server/test',
    { filePath: 'server/modules/cms/snippet.ts', code: "export { createTestApp } from '../../test/testApp';\n" },
  ],
  ['contract importing the server', { filePath: 'contract/snippet.ts', code: "export { buildApp } from '../server/app';\n" }],
  ['contract importing the web app', { filePath: 'contract/snippet.ts', code: "export { paths } from '../src/lib/paths';\n" }],
];

const allowed: Array<[string, Snippet]> = [
  [
    'a feature importing lib, api, components, contract and itself',
    {
      filePath: 'src/features/home/Snippet.ts',
      code: [
        "export { paths } from '@/lib/paths';",
        "export { resetAllApis } from '@/api';",
        "export { QueryState } from '@/components/ListStates';",
        "export type { LoginResult } from '@contract/user';",
        "export { homeTexts } from './texts';",
        '',
      ].join('\n'),
    },
  ],
  [
    'the store importing api/ and lib/',
    { filePath: 'src/store/snippet.ts', code: "export { groupApis } from '@/api';\nexport { storage } from '@/lib/storage';\n" },
  ],
  ['components importing the store', { filePath: 'src/components/Snippet.ts', code: "export { useAppSelector } from '@/store/hooks';\n" }],
  [
    'a test importing src/test',
    { filePath: 'src/features/home/Snippet.test.ts', code: "export { renderScreen } from '@/test/renderScreen';\n" },
  ],
  ['app importing a feature', { filePath: 'src/app/snippet.ts', code: "export const load = () => import('@/features/home/HomePage');\n" }],
  [
    "server db/ composing a module's table types",
    { filePath: 'server/db/snippet.ts', code: "export type { OrgUnitTable } from '../modules/user/tables';\n" },
  ],
  ['server http/ importing lib/errors', { filePath: 'server/http/snippet.ts', code: "export { fail } from '../lib/errors';\n" }],
  [
    'a server module importing http/, db/ and lib/',
    {
      filePath: 'server/modules/cms/snippet.ts',
      code: "export { ok } from '../../http/envelope';\nexport { now } from '../../lib/clock';\n",
    },
  ],
];

describe('the layer rule (eslint.config.mjs)', () => {
  const cases = [...forbidden, ...allowed].map(([, snippet]) => snippet);
  const extra: Snippet[] = [
    {
      filePath: 'src/features/home/Snippet.ts',
      code: "export { useSelector } from 'react-redux';\nimport { useDispatch } from 'react-redux';\nexport const d = useDispatch;\n",
    },
    { filePath: 'src/features/home/Snippet.ts', code: "export { nothing } from '@/lib/noSuchModule';\n" },
  ];
  let results: Result[];

  beforeAll(() => {
    results = lint([...cases, ...extra]);
  }, 120_000);

  it.each(forbidden.map(([name], i) => [name, i] as const))('refuses %s', (_name, i) => {
    expect(results[i].map((m) => m.ruleId)).toContain('import-x/no-restricted-paths');
  });

  it.each(allowed.map(([name], i) => [name, forbidden.length + i] as const))('allows %s', (_name, i) => {
    expect(results[i]).toEqual([]);
  });

  it('refuses the untyped useDispatch / useSelector outside store/hooks.ts', () => {
    const messages = results[cases.length];
    expect(messages.filter((m) => m.ruleId === 'no-restricted-imports')).toHaveLength(2);
    expect(messages[0].message).toContain('useAppDispatch / useAppSelector');
  });

  it('refuses an import it cannot resolve (the zones would not see it)', () => {
    expect(results[cases.length + 1].map((m) => m.ruleId)).toContain('import-x/no-unresolved');
  });
});

import type { Config } from 'jest';

// Three projects: `web` (jsdom, MSW), `server` (the real app through app.inject on a fresh
// database) and `e2e` (the built app and the real server in Chromium). scripts/test.ts runs them
// in that order; `npx jest --selectProjects web` runs one.
const moduleNameMapper = {
  '^@contract/(.*)$': '<rootDir>/contract/$1',
  '^@/(.*)$': '<rootDir>/src/$1',
};
// isolatedModules in the tsconfig makes ts-jest transpile file by file (no type check: tsc does that).
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', allowJs: true, isolatedModules: true } }];

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      // MSW 2 on Node 20 needs the MSW team's environment (fetch, streams, TextEncoder).
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.(css)$': 'identity-obj-proxy',
        '\\.(png|jpe?g|gif|svg|webp|mp4)$': '<rootDir>/__mocks__/fileMock.ts',
      },
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
      transformIgnorePatterns: [
        '/node_modules/(?!(msw|@mswjs|@open-draft|rettime|until-async|outvariant|strict-event-emitter|headers-polyfill|@bundled-es-modules|echarts|zrender)/)',
      ],
    },
    {
      displayName: 'server',
      // contract/: the rules both sides share; scripts/: the start script's; bench/: seed:scale's and the load client the benchmarks count with
      testMatch: [
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/contract/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
      ],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
      moduleNameMapper,
      // ESM-only packages, compiled to CommonJS: cookie@2 (app.inject -> light-my-request),
      // htmlparser2 with its dom* helpers (sanitize-html), wherever they are nested, and
      // openid-client with oauth4webapi and jose (campus sign-in, modules/sso).
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
      transformIgnorePatterns: [
        '^(?!.*/node_modules/(cookie|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|openid-client|oauth4webapi|jose)/).*/node_modules/',
      ],
    },
    {
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      testEnvironment: 'node',
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
      moduleNameMapper,
      transform: { '^.+\\.tsx?$': tsJest },
    },
  ],
};

export default config;

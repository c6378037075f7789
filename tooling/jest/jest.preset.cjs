// One jest setup for every package, so a test reads the same wherever it lives.
// Type errors are the typecheck step's job (tsc); jest only transpiles, which keeps it fast.
const path = require('node:path');

/** @param {{ dom?: boolean, setupFiles?: string[] }} options */
module.exports = function jestConfig(options = {}) {
  const { dom = false, setupFiles = [] } = options;
  return {
    testEnvironment: dom ? 'jest-fixed-jsdom' : 'node',
    roots: ['<rootDir>/src', '<rootDir>/test'].filter((r) =>
      require('node:fs').existsSync(r.replace('<rootDir>', process.cwd())),
    ),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('ts-jest'),
        {
          tsconfig: {
            ...require(path.join(__dirname, '..', '..', 'tsconfig.base.json')).compilerOptions,
            module: 'commonjs',
            moduleResolution: 'node10',
            allowJs: true,
            isolatedModules: true,
            noEmit: false,
            types: ['jest', 'node'],
          },
          diagnostics: false,
        },
      ],
    },
    // ky (and a few others) ship ESM only; pnpm nests them under node_modules/.pnpm.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)[@/])'],
    moduleNameMapper: {
      '\\.(css|png|svg|jpg|webp)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
    setupFilesAfterEnv: dom ? [path.join(__dirname, 'dom-setup.cjs'), ...setupFiles] : setupFiles,
    // Above dom-setup's 10 s waits, so a slow screen test reports what it was waiting for rather than
    // a bare timeout. A file that works a long form sets more with jest.setTimeout.
    ...(dom ? { testTimeout: 30_000 } : {}),
    // Jest leaves a core to its main process by default, which on a 2-core machine is one worker; the
    // main process only collects results, so every core runs tests (remote-avatarsettings: 144 s → 68 s).
    maxWorkers: '100%',
    clearMocks: true,
    restoreMocks: true,
  };
};

// Two projects, one suite: every API test runs against PGlite, and again against a real PostgreSQL server
// when TEST_DATABASE_URL is set (test/helper.ts creates and drops a fresh database per test app).
// package.json's test script gives Node --max-semi-space-size=64 (MB; the default is 16): the tests
// allocate fast (every file loads the app anew; PGlite's results), and the garbage collector was an
// eighth of a profiled run. Ten PGlite test files, four runs alternated each way: 68.2 s -> 64.2 s mean.
const path = require('node:path');
const preset = require('../tooling/jest/jest.preset.cjs');

// maxWorkers is the root's alone (a project that names it draws a validation warning).
const presetOptions = { ...preset() };
delete presetOptions.maxWorkers;
const base = {
  ...presetOptions,
  // A few dependencies ship ESM only (content-disposition 3 under @fastify/static, cookie 2 under light-my-request,
  // json-schema-faker, whose exports name only an import condition: mapped to its one bundled file).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|json-schema-faker)[@/])'],
  moduleNameMapper: {
    ...presetOptions.moduleNameMapper,
    // The package's own import alias (package.json "imports"): #src/x is src/x, as under tsx and tsc.
    '^#src/(.*)$': '<rootDir>/src/$1',
    '^json-schema-faker$': path.join(__dirname, 'node_modules/json-schema-faker/dist/index.js'),
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup/timeout.cjs'],
  // Node's environment with a store shared by a worker's test files (the read-only dictionaries).
  testEnvironment: '<rootDir>/test/setup/environment.cjs',
};

// Tests of several API processes sharing one Redis run where one is given (TEST_REDIS_URL: scripts/test.mjs
// and ./run start Debian's redis-server); a plain `jest` without Redis leaves them out.
const withoutRedis = process.env.TEST_REDIS_URL ? [] : ['<rootDir>/test/replicas/redis-'];
// Replicas sharing one database need PostgreSQL: PGlite is one process's database.
const pgliteIgnores = ['/node_modules/', '<rootDir>/test/replicas/shared-database', ...withoutRedis];

const projects = [{ ...base, displayName: 'pglite', setupFiles: ['<rootDir>/test/setup/pglite.cjs'], testPathIgnorePatterns: pgliteIgnores }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'postgres',
    setupFiles: ['<rootDir>/test/setup/postgres.cjs'],
    // Unit tests touch no database; once is enough. The server process of test/server runs on its embedded default.
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/unit/', '<rootDir>/test/server/', ...withoutRedis],
  });
}

// maxWorkers is global, not per project: every core runs tests (see the preset).
module.exports = { projects, maxWorkers: preset().maxWorkers };

module.exports = require('../tooling/jest/jest.preset.cjs')({
  dom: true,
  setupFiles: ['<rootDir>/src/testing/setup-tests.ts'],
});

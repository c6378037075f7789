module.exports = require('../jest.preset.cjs')({
  dom: true,
  setupFiles: ['<rootDir>/src/testing/setup-tests.ts'],
});

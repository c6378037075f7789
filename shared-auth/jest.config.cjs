module.exports = require('../tooling/jest/jest.preset.cjs')({ dom: true, setupFiles: ['<rootDir>/test/setup.ts'] });

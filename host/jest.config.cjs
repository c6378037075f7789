module.exports = require('../jest.preset.cjs')({ dom: true, setupFiles: ['<rootDir>/test/setup.ts'] });

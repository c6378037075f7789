module.exports = require('../tooling/jest/jest.preset.cjs')({ dom: true });

// The browser's clock on UTC in every test, whatever the machine's: the console prints times on the
// owner's clock (Asia/Tokyo by default), and tests of that must see the two differ (date-time.test.tsx).
process.env.TZ = 'UTC';

module.exports = require('../tooling/jest/jest.preset.cjs')({ dom: true, setupFiles: ['<rootDir>/test/setup.ts'] });

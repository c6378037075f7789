module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  name: 'history',
  port: 3004,
  title: '履歴（単体実行）',
  exposes: { './Section': './src/section.tsx' },
});

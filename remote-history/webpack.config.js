// Name, port and exposes: topology.json.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  title: '履歴（単体実行）',
});

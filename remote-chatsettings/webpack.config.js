// Name, port and exposes: topology.json. The section is loaded by the host from mf-manifest.json;
// './Section' is all the host composes.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  title: '会話設定（単体実行）',
});

// Name, port and exposes: topology.json. './DashboardPanels' is exposed too: the host's dashboard
// shows this section's panels.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  title: '分析（単体実行）',
});

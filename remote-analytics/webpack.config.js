// Name, port and exposes: topology.json. './DashboardPanels' is exposed too: the host's dashboard
// shows this section's panels.
// @mui/x-charts is not in the shared list: only 分析 draws charts, so this remote bundles it into the
// lazy chunk of its first chart (bench/chart-library.ts); its @mui/material imports are the host's.
// Share it the way MUI is once a second app draws charts.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  title: '分析（単体実行）',
});

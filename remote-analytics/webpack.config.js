// './DashboardPanels' is exposed too: the host's dashboard shows this section's panels.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  name: 'analytics',
  port: 3003,
  title: '分析（単体実行）',
  exposes: {
    './Section': './src/section.tsx',
    './DashboardPanels': './src/dashboard-panels.tsx',
  },
});

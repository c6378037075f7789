// The host registers its remotes at run time from /remotes.json (src/federation/), so the build
// names none; the retry plugin runs inside the federation runtime from the first request on.
// Name and port: topology.json.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  title: 'AIアバター 管理コンソール',
  runtimePlugins: [require.resolve('./src/federation/retry-plugin.ts')],
});

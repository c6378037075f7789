// Name, port and exposes: topology.json. './EmotionStates' is exposed too: the host also renders
// that screen at /chatsettings/emotionstates.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  title: 'アバター設定（単体実行）',
});

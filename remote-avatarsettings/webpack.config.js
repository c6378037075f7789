// './EmotionStates' is exposed too: the host also renders that screen at /chatsettings/emotionstates.
module.exports = require('../tooling/webpack/webpack.common.cjs')({
  dir: __dirname,
  name: 'avatarsettings',
  port: 3002,
  title: 'アバター設定（単体実行）',
  exposes: {
    './Section': './src/section.tsx',
    './EmotionStates': './src/emotion-states.tsx',
  },
});

// Every Japanese string this section shows, in one place (docs/architecture.md §11: a second language is a file).
export const labels = {
  avatarSettings: 'アバター設定',
  avatarNavItem: 'アバター',
  voiceSettings: '音声設定',
  emotionStates: '感情設定',
  basicAgentSettingsNavItem: '基本設定',
  basicAgentSettings: 'エージェント基本設定',
  standalone: {
    runningAlone: 'アバター設定セクションを単体で実行しています',
  },
} as const;

/** Every Japanese string the host shows, in one place. Section names live in navigation/sections.ts. */
const HONORIFIC = '様';

export const labels = {
  logoAlt: 'AIアバター 管理コンソール ダッシュボードへ',
  mainNavigation: 'メインナビゲーション',
  login: {
    title: 'ログイン',
    lead: 'メールアドレスとパスワードを入力してください。',
  },
  dashboard: {
    title: 'ダッシュボード',
    welcome: (name: string) => `ようこそ、${name} 様`,
    lead: '左のメニューから設定したい項目を選んでください。',
  },
  owner: {
    honorificSuffix: HONORIFIC,
    honorific: (name: string) => `${name} ${HONORIFIC}`,
    menuButton: 'アカウントメニュー',
    plans: { standard: 'スタンダードプラン' },
    agentId: 'AgentID',
    agentIdHelp: 'AgentIDは、サイト作成ツールにエージェントのスクリプトを書き込むときに使用します',
    agentIdHelpButton: 'AgentIDについて',
    copy: 'AgentIDをコピー',
    copied: 'AgentIDをコピーしました',
    copyFailed: 'AgentIDをコピーできませんでした',
    close: '閉じる',
    logout: 'ログアウト',
  },
  logoutDialog: {
    title: 'ログアウトしますか？',
    cancel: 'キャンセル',
    confirm: 'ログアウトする',
  },
  startupError: {
    title: '管理コンソールを起動できませんでした',
    description: '設定ファイルを読み込めませんでした。時間をおいてページを再読み込みしてください。',
    reload: '再読み込み',
  },
} as const;

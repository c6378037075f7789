// Every Japanese string this section shows, in one place (docs/architecture.md §11: a second language is a file).
export const labels = {
  chatUi: 'テスト（チャットUI）',
  chatSettings: '会話設定',
  overview: '概要',
  overviewLead: '設定する項目を選んでください。',
  overviewListLabel: '会話設定の項目',
  quickReply: 'クイックリプライ',
  mediaLibrary: 'メディアライブラリ',
  fixedMessage: '固定メッセージ',
  detailAiSettings: 'AI詳細設定',
  knowledgeDataStore: 'ナレッジデータストア',
  knowledgeDataRegister: 'ナレッジデータの登録',
  knowledgeDataEdit: (id: string) => `ナレッジデータの編集（ID: ${id}）`,
  makeForms: 'フォーム作成',
  forbiddenUrl: '禁止URL',
  forbiddenWord: '禁止ワード',
  lineLogin: 'LINEログイン',
  lineLoginAccountList: 'アカウント一覧',
  emotionStates: '感情設定',
  urlSettings: 'リンク設定',
  standalone: {
    runningAlone: '会話設定セクションを単体で実行しています',
    servedByAvatarSettings:
      '感情設定はアバター設定セクションが表示する画面です。管理コンソール（ホスト）から開いてください。',
  },
} as const;

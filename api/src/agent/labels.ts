import { FIXED_MESSAGE_KIND_LABELS, type FixedMessageKind } from 'shared-contracts';

/** Every Japanese string of the agent runtime: rules shown in the /chatui trace, and the few words it says itself. */
export const agentLabels = {
  rule: {
    forbiddenWord: (word: string) => `禁止ワード「${word}」を含むため、固定メッセージ「${FIXED_MESSAGE_KIND_LABELS.forbidden_refusal}」で回答`,
    quickReplyFixed: (label: string) => `クイックリプライ「${label}」の決まった返答`,
    quickReplyLink: (label: string) => `クイックリプライ「${label}」のリンク`,
    quickReplyForm: (label: string) => `クイックリプライ「${label}」でフォームを表示`,
    outsideHours: `営業時間外のため、固定メッセージ「${FIXED_MESSAGE_KIND_LABELS.outside_hours}」で回答`,
    formKeyword: (keyword: string, form: string) => `キーワード「${keyword}」でフォーム「${form}」を表示`,
    knowledgeQa: (title: string) => `ナレッジのQ&A「${title}」の回答`,
    knowledgePassages: (title: string) => `ナレッジ「${title}」の文書から回答`,
    fallback: `ナレッジに十分な情報がないため、固定メッセージ「${FIXED_MESSAGE_KIND_LABELS.fallback}」で回答`,
    fallbackWithForm: (form: string) =>
      `ナレッジに十分な情報がないため、固定メッセージ「${FIXED_MESSAGE_KIND_LABELS.fallback}」で回答し、フォーム「${form}」を案内`,
    fixedMessage: (kind: FixedMessageKind) => `固定メッセージ「${FIXED_MESSAGE_KIND_LABELS[kind]}」`,
    llm: (model: string) => `AI（${model}）がナレッジを参照して回答`,
    llmError: (reason: string) => `AIの呼び出しに失敗したため、固定メッセージ「${FIXED_MESSAGE_KIND_LABELS.error}」で回答（${reason}）`,
  },
  llmFailure: {
    unauthorized: 'APIキーが受け付けられませんでした',
    rateLimited: '利用上限に達しました',
    timeout: '応答がありませんでした',
    unreachable: '接続できませんでした',
    refusedAddress: '社内ネットワークなど、このサーバーから接続できないアドレスです',
    noKey: 'APIキーが設定されていません',
    other: (status: number | null) => (status === null ? '応答を読み取れませんでした' : `エラーが返されました（HTTP ${status}）`),
  },
  /** Before passages quoted from an article or file, so the visitor knows where the words come from. */
  passageIntro: (title: string) => `「${title}」より、該当する内容をご案内します。`,
  formOffer: (name: string) => `「${name}」のフォームにご記入ください。`,
  linkOffer: (label: string) => `「${label}」のページをご案内します。`,
  tone: {
    polite: '丁寧語（です・ます調）で、かしこまった言葉づかいで話してください。',
    friendly: 'やわらかく親しみやすい丁寧語で話してください。',
    casual: '友だちと話すようなくだけた口調で話してください。',
  },
  language: { ja: '日本語で答えてください。', en: 'Answer in English.' },
} as const;

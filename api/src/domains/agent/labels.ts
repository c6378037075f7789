import { type AgentLanguage, FIXED_MESSAGE_KIND_LABELS, type FixedMessageKind, type PersonaTone } from 'shared-contracts';

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
    knowledgeCandidates: (count: number) => `ナレッジに確かな回答がないため、近いQ&Aの質問を${count}件、候補として提示`,
    knowledgeQaChosen: (title: string) => `「もしかして」の候補から選ばれたナレッジのQ&A「${title}」の回答`,
    fallback: `ナレッジに十分な情報がないため、固定メッセージ「${FIXED_MESSAGE_KIND_LABELS.fallback}」で回答`,
    fallbackWithForm: (form: string) =>
      `ナレッジに十分な情報がないため、固定メッセージ「${FIXED_MESSAGE_KIND_LABELS.fallback}」で回答し、フォーム「${form}」を案内`,
    fixedMessage: (kind: FixedMessageKind) => `固定メッセージ「${FIXED_MESSAGE_KIND_LABELS[kind]}」`,
    llm: (model: string) => `AI（${model}）がナレッジを参照して回答`,
    interrupted: 'サーバーの停止により回答を中断し、中断のメッセージを表示',
    /** Not stored: shown in place of an answer that was never written (interrupted-answers.ts). */
    unanswered: '回答が保存されないまま中断されたため（サーバーの停止、または訪問者の離脱）、中断のメッセージを表示',
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
  tone: {
    polite: '丁寧語（です・ます調）で、かしこまった言葉づかいで話してください。',
    friendly: 'やわらかく親しみやすい丁寧語で話してください。',
    casual: '友だちと話すようなくだけた口調で話してください。',
  },
  language: { ja: '日本語で答えてください。', en: 'Answer in English.' },
} as const;

/**
 * The few sentences the built-in runtime writes itself (never the owner's own texts), in the agent's
 * language and persona tone: the line before passages quoted from an article or file (so the visitor
 * knows where the words come from), the line before the candidate questions of an unsure answer,
 * the offer of a form, the offer of a link.
 */
export interface OwnWords {
  passageIntro(title: string): string;
  candidatesIntro: string;
  formOffer(name: string): string;
  linkOffer(label: string): string;
}

const ENGLISH: OwnWords = {
  passageIntro: (title) => `Here is what "${title}" says:`,
  candidatesIntro: 'Did you mean one of these questions?',
  formOffer: (name) => `Please fill in the "${name}" form.`,
  linkOffer: (label) => `Here is the "${label}" page.`,
};

// English has no register between friendly and casual for sentences this short: one wording serves both.
const ENGLISH_INFORMAL: OwnWords = {
  passageIntro: (title) => `Here's what "${title}" says:`,
  candidatesIntro: 'Did you mean one of these?',
  formOffer: (name) => `Just fill in the "${name}" form!`,
  linkOffer: (label) => `Here's the "${label}" page!`,
};

export const ownWords: Record<AgentLanguage, Record<PersonaTone, OwnWords>> = {
  ja: {
    polite: {
      passageIntro: (title) => `「${title}」より、該当する内容をご案内します。`,
      candidatesIntro: 'もしかして、こちらのご質問でしょうか？',
      formOffer: (name) => `「${name}」のフォームにご記入ください。`,
      linkOffer: (label) => `「${label}」のページをご案内します。`,
    },
    friendly: {
      passageIntro: (title) => `「${title}」に書いてある内容をご紹介しますね。`,
      candidatesIntro: 'もしかして、こちらのご質問ですか？',
      formOffer: (name) => `「${name}」のフォームに記入してくださいね。`,
      linkOffer: (label) => `「${label}」のページはこちらですよ。`,
    },
    casual: {
      passageIntro: (title) => `「${title}」にはこう書いてあるよ。`,
      candidatesIntro: 'もしかして、こっちの質問かな？',
      formOffer: (name) => `「${name}」のフォームに書いてね！`,
      linkOffer: (label) => `「${label}」のページはこちらだよ！`,
    },
  },
  en: {
    polite: ENGLISH,
    friendly: ENGLISH_INFORMAL,
    casual: ENGLISH_INFORMAL,
  },
};

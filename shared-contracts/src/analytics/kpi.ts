/**
 * The KPIs of 分析 and the dashboard, each with ONE written definition: the API computes exactly
 * this, and the screens show the same words in the card's tooltip (docs/architecture.md §9). Owner test chats
 * (/chatui, `preview`) never count. Days are the owner's (business-hours time zone, Asia/Tokyo by default).
 */
export const KPI_KEYS = [
  'conversations',
  'visitors',
  'questions',
  'answer_rate',
  'satisfaction',
  'form_submission_rate',
  'response_time',
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

export interface KpiDefinition {
  label: string;
  /** The tooltip: what is counted, over what. */
  definition: string;
  /** How the value reads. */
  unit: 'count' | 'percent' | 'ms';
}

export const KPI_DEFINITIONS: Record<KpiKey, KpiDefinition> = {
  conversations: {
    label: '会話数',
    definition: '期間中に始まった会話のうち、訪問者が1件以上メッセージを送った会話の数です。テスト（チャットUI）の会話は含みません。',
    unit: 'count',
  },
  visitors: {
    label: '利用者数',
    definition:
      '期間中にメッセージを送った訪問者の人数です。ログインした訪問者はアカウントで、ログインしていない訪問者はブラウザで1人と数え、メール・LINE・未ログインに分けて示します。質問が2万件を超える期間は、誤差2%ほどの推定値を「約」を付けて示します。',
    unit: 'count',
  },
  questions: {
    label: '質問数',
    definition: '期間中に訪問者が送ったメッセージの数です。',
    unit: 'count',
  },
  answer_rate: {
    label: '回答率',
    definition:
      '訪問者のメッセージへの応答のうち、「回答が見つからないとき」のメッセージにならなかった応答の割合です。禁止ワードへの応答と営業時間外の応答、「もしかして」と質問の候補を示した応答は数えません（候補が選ばれたときは、その回答を数えます）。',
    unit: 'percent',
  },
  satisfaction: {
    label: '満足度',
    definition: '👍 または 👎 で評価された応答のうち、👍 の割合です。評価率は、応答のうち評価された応答の割合です。',
    unit: 'percent',
  },
  form_submission_rate: {
    label: 'フォーム送信率',
    definition: 'チャットでフォームが表示された回数のうち、回答が送信された割合です。',
    unit: 'percent',
  },
  response_time: {
    label: '応答時間',
    definition: '訪問者のメッセージを受け取ってから応答を返し終えるまでの時間の中央値（p50）と95パーセンタイル（p95）です。',
    unit: 'ms',
  },
};

/**
 * The answer engines 回答率 leaves out of its denominator: a refusal of a forbidden word and the
 * out-of-hours message are not answers the knowledge could have given; a candidate list (もしかして…)
 * is a question back, neither an answer nor a miss: the candidate the visitor chooses is a turn of
 * its own, answered from the Q&A and counted then, and a visitor who chooses none asks again.
 */
export const ANSWER_RATE_EXCLUDED_ENGINES = ['forbidden_word', 'business_hours', 'knowledge_candidates'] as const;

/**
 * What 分析's question tables count of a question group, each with ONE written definition (issue
 * #40): the API counts exactly this, and the dashboard and 分析 show the same words as the
 * column's tooltip. A turn is one visitor message and the agent's answer to it.
 */
export const QUESTION_OUTCOMES = ['unanswered', 'unsure', 'unsure_pressed', 'missed', 'rated_down'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

export const QUESTION_OUTCOME_DEFINITIONS: Record<QuestionOutcome, { label: string; definition: string }> = {
  unanswered: {
    label: '回答なし',
    definition: 'ナレッジに答えが見つからず、「回答が見つからないとき」のメッセージで応答した回数です。',
  },
  unsure: {
    label: 'もしかして',
    definition: '答えに自信がなく、「もしかして…」と質問の候補を示した回数です。',
  },
  unsure_pressed: {
    label: '候補を選択',
    definition: '「もしかして…」の候補のうち、訪問者がどれかを選んだ回数です。選ばれた候補の回答は、回答済みとして数えます。',
  },
  missed: {
    label: '未回答',
    definition: '回答なしの回数と、候補が選ばれなかった「もしかして」の回数の合計です。回答した質問は、👎 が付いても未回答に数えません。',
  },
  rated_down: {
    label: '👎',
    definition: '応答に訪問者が 👎 を付けた回数です。未回答には数えません。回答した質問に 👎 が付いたときは、答えを見直す必要があります。',
  },
};

/**
 * How a question was taught (対応済み): a new Q&A, one more phrasing of a Q&A, or answered by a Q&A
 * taught for another question (the teach dialog's preview found the runtime now answers it).
 */
export const TAUGHT_HOWS = ['new_qa', 'add_phrasing', 'covered'] as const;
export type TaughtHow = (typeof TAUGHT_HOWS)[number];
export const TAUGHT_HOW_LABELS: Record<TaughtHow, string> = {
  new_qa: '新しいQ&A',
  add_phrasing: '言い換えを追加',
  covered: 'ほかの質問で教えたQ&A',
};

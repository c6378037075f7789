import { z } from 'zod';
import { idSchema } from '../common/entity';

/**
 * Proposed phrasings (issue #15, learning from visitors): when the agent was unsure (もしかして…) and
 * the visitor pressed one of the offered questions, the words the visitor had typed are proposed as
 * one more phrasing (言い換え) of that Q&A. The owner confirms a proposal (it joins the Q&A's
 * alternatives through POST knowledge-items/teach's add_phrasing, and the same words then get a sure
 * answer) or rejects it (it is not proposed again).
 *   GET  knowledge-items/phrasing-proposals              the open proposals, latest press first
 *        ?conversation_id=…                              only those last pressed in that conversation (会話履歴)
 *   POST knowledge-items/phrasing-proposals/{id}/confirm → teachKnowledgeResponseSchema
 *   POST knowledge-items/phrasing-proposals/{id}/reject  → 204
 */
export const PHRASING_PROPOSAL_STATUSES = ['proposed', 'confirmed', 'rejected'] as const;
export type PhrasingProposalStatus = (typeof PHRASING_PROPOSAL_STATUSES)[number];

/**
 * From how many different visitors a proposal is offered as the likely right thing to do (言い換えに追加
 * as the primary button); below it the owner is asked to read the conversation first.
 */
export const PHRASING_PROPOSAL_STRONG_VISITORS = 2;

/** The open proposals the knowledge screen shows at most (the most recently pressed). */
export const PHRASING_PROPOSALS_LIST_MAX = 50;

export const phrasingProposalSchema = z.object({
  id: idSchema,
  /** The Q&A the visitor chose. */
  item_id: idSchema,
  item_question: z.string(),
  /** The visitor's own words. */
  text: z.string(),
  /** How many times visitors asked this and chose this Q&A. */
  press_count: z.number().int().min(1),
  /**
   * The evidence: how many different visitors (a signed-in visitor once, whatever browser) asked
   * these words and chose this Q&A, in conversations still kept. One visitor's choice may be a
   * mistake (PHRASING_PROPOSAL_STRONG_VISITORS). An older API leaves it out: 1, the weakest.
   */
  visitor_count: z.number().int().min(1).default(1),
  /** The latest press (ISO 8601). */
  pressed_at: z.string(),
  /** The conversation of the latest press, for 会話履歴. */
  conversation_id: idSchema,
  /** The visitor message that asked it (teach's message_id). */
  message_id: idSchema,
});
export type PhrasingProposal = z.infer<typeof phrasingProposalSchema>;

/** GET's query: with a conversation, the proposals beside it in 会話履歴; without, the knowledge screen's list. */
export const phrasingProposalListQuerySchema = z.object({
  conversation_id: idSchema.optional(),
});
export type PhrasingProposalListQuery = z.infer<typeof phrasingProposalListQuerySchema>;

export const phrasingProposalListSchema = z.object({
  items: z.array(phrasingProposalSchema),
  /** Every open proposal, beyond the listed ones too. */
  total: z.number().int().min(0),
});
export type PhrasingProposalList = z.infer<typeof phrasingProposalListSchema>;

export const PHRASING_PROPOSAL_LABELS = {
  title: '訪問者の言い回しの提案',
  description:
    'AIが確信を持てず「もしかして」で候補を示したとき、訪問者が選んだQ&Aと、その訪問者が入力した言葉です。言い換えに追加すると、同じ聞き方にすぐ回答できるようになります。選んだ人数と会話を確かめてから追加してください。',
  visitorWords: '訪問者の言葉',
  chosenQa: '選ばれたQ&A',
  pressCount: (count: number) => `${count}回選ばれました`,
  visitorCount: (count: number) => `${count}人が選択`,
  viewConversation: '会話を見る',
  /** Beside a proposal only one visitor chose (below PHRASING_PROPOSAL_STRONG_VISITORS). */
  weakEvidence: '1人の選択です。会話を確認してから追加してください',
  confirm: '言い換えに追加',
  reject: '却下',
  confirmed: (question: string) => `「${question}」の言い換えに追加しました。`,
  confirmedNotYet: '言い換えに追加しました。反映まで少しお待ちください。',
  rejected: '提案を却下しました。',
  more: (shown: number, total: number) => `新しい順に${shown}件を表示しています（全${total}件）。`,
  notFound: 'この提案は見つかりません。すでに処理されたか、会話とともに削除されています。',
  /** 会話履歴: beside the conversation the proposal came from. */
  inConversation: 'この会話で訪問者が「もしかして」の候補から選んだQ&Aです。訪問者の言葉を言い換えに追加すると、同じ聞き方にすぐ回答できるようになります。',
} as const;

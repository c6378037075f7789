import { z } from 'zod';
import { extensibleEnum } from '../common/extensible-enum';
import { idSchema } from '../common/entity';
import { ANSWER_ENGINES } from '../widget/trace';
import { analyticsPeriodFields, analyticsRangeSchema, refineAnalyticsPeriod } from './period';
import { TAUGHT_HOWS } from './question-outcomes';

/**
 * What /api/v1/analytics/* answers (paths in ANALYTICS_API_PATHS). Each panel of 分析 and of the
 * dashboard asks for its own part, so one that fails leaves the others standing. Counts come from the
 * hourly rollups (docs/architecture.md §9), never from the raw rows at read time, except where said.
 */

/** A figure and the same figure for the previous period. */
const comparedCount = z.object({ value: z.number().int().min(0), previous: z.number().int().min(0) });
/** A share in 0..1 (null when its denominator is 0), with its parts. */
const comparedRate = z.object({
  value: z.number().min(0).max(1).nullable(),
  previous: z.number().min(0).max(1).nullable(),
  numerator: z.number().int().min(0),
  denominator: z.number().int().min(0),
});

export const analyticsSummarySchema = z.object({
  range: analyticsRangeSchema,
  conversations: comparedCount,
  visitors: comparedCount.extend({
    mail: z.number().int().min(0),
    line: z.number().int().min(0),
    anonymous: z.number().int().min(0),
    /** Busy periods: the figures are a sketch's estimate (within about 2%), not an exact count. */
    estimated: z.boolean(),
  }),
  questions: comparedCount,
  /** Answers that were not the fallback / answers to visitor messages (ANSWER_RATE_EXCLUDED_ENGINES left out). */
  answer_rate: comparedRate,
  /** 👍 / (👍 + 👎). */
  satisfaction: comparedRate.extend({
    /** Rated answers / answers. */
    rating_rate: z.number().min(0).max(1).nullable(),
  }),
  /** Forms answered / forms offered. */
  form_submission_rate: comparedRate,
  /** Time to the whole answer, from the rollups' latency histogram (bucket upper bounds). */
  response_time: z.object({
    p50_ms: z.number().min(0).nullable(),
    p95_ms: z.number().min(0).nullable(),
    previous_p50_ms: z.number().min(0).nullable(),
    previous_p95_ms: z.number().min(0).nullable(),
  }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** The trend: one point per day (or week), in order, every bucket present (zeros included). */
export const analyticsTrendSchema = z.object({
  range: analyticsRangeSchema,
  points: z.array(
    z.object({
      /** The first day of the bucket, YYYY-MM-DD on the owner's clock. */
      day: z.string(),
      conversations: z.number().int().min(0),
      questions: z.number().int().min(0),
      /** Visitor messages answered with the fallback. */
      unanswered: z.number().int().min(0),
    }),
  ),
});
export type AnalyticsTrend = z.infer<typeof analyticsTrendSchema>;

/** Questions by weekday (0 = Monday … 6 = Sunday) and hour (0–23) on the owner's clock: 7 rows of 24. */
export const analyticsHeatmapSchema = z.object({
  range: analyticsRangeSchema,
  questions: z.array(z.array(z.number().int().min(0)).length(24)).length(7),
});
export type AnalyticsHeatmap = z.infer<typeof analyticsHeatmapSchema>;

export const analyticsBreakdownSchema = z.object({
  range: analyticsRangeSchema,
  /** Answers by the engine that wrote them (ANSWER_ENGINE_LABELS). */
  engines: z.array(z.object({ engine: extensibleEnum(ANSWER_ENGINES), count: z.number().int().min(0) })),
  /** Emotions the avatar showed, by key (built-in or the owner's own). */
  emotions: z.array(z.object({ emotion: z.string(), count: z.number().int().min(0) })),
  /** Pages the chat was used on (conversations started there), most first, at most 20. */
  pages: z.array(z.object({ page_url: z.string(), conversations: z.number().int().min(0) })),
});
export type AnalyticsBreakdown = z.infer<typeof analyticsBreakdownSchema>;

/**
 * よくある質問 (every visitor question), 未回答の質問 (those missed or rated 👎 that the owner has not
 * taught since: QUESTION_OUTCOME_DEFINITIONS) and 対応済み (those the owner taught in the period),
 * grouped by their normalised text (the runtime's comparison form).
 */
export const ANALYTICS_QUESTION_KINDS = ['frequent', 'unanswered', 'taught'] as const;
export type AnalyticsQuestionKind = (typeof ANALYTICS_QUESTION_KINDS)[number];
/** How many groups a question table asks for at most (`top`; `limit` is the page size of lists, SPEC §3). */
export const ANALYTICS_QUESTIONS_TOP_MAX = 100;
export const analyticsQuestionsQuerySchema = z
  .object({
    ...analyticsPeriodFields,
    kind: z.enum(ANALYTICS_QUESTION_KINDS, { error: '質問の種類が正しくありません' }).default('frequent'),
    top: z.coerce
      .number({ error: `件数は1〜${ANALYTICS_QUESTIONS_TOP_MAX}で指定してください` })
      .int({ error: `件数は1〜${ANALYTICS_QUESTIONS_TOP_MAX}で指定してください` })
      .min(1, { error: `件数は1〜${ANALYTICS_QUESTIONS_TOP_MAX}で指定してください` })
      .max(ANALYTICS_QUESTIONS_TOP_MAX, { error: `件数は1〜${ANALYTICS_QUESTIONS_TOP_MAX}で指定してください` })
      .default(20),
  })
  .superRefine(refineAnalyticsPeriod);
export type AnalyticsQuestionsQuery = z.infer<typeof analyticsQuestionsQuerySchema>;

export const analyticsQuestionSchema = z.object({
  /** The question as a visitor last wrote it (one of the group). */
  text: z.string(),
  /** The group's normalised text: 会話履歴's keyword for it. */
  key: z.string(),
  count: z.number().int().min(0),
  /** Of those (QUESTION_OUTCOME_DEFINITIONS): 回答なし, もしかして, 候補を選択, 未回答 and 👎. */
  unanswered: z.number().int().min(0),
  unsure: z.number().int().min(0),
  unsure_pressed: z.number().int().min(0),
  missed: z.number().int().min(0),
  rated_down: z.number().int().min(0),
  /** The knowledge item the group's latest answer stood on (a 👎 on it asks to review that item), null when none. */
  answered_by: z.object({ item_id: idSchema, title: z.string() }).nullable(),
  /**
   * The owner's teach of this group (ナレッジに追加): the item, how, when, and since then how many
   * times visitors asked it and how many of those were still missed. null when never taught.
   */
  taught: z
    .object({
      item_id: idSchema,
      item_title: z.string(),
      how: extensibleEnum(TAUGHT_HOWS),
      question: z.string(),
      taught_at: z.string(),
      asked_since: z.number().int().min(0),
      missed_since: z.number().int().min(0),
    })
    .nullable(),
  /**
   * The latest such message still kept, for ナレッジに追加 (teach-knowledge's message_id) and its
   * transcript; null once every message of the group was deleted (retention, the owner, an erasure).
   */
  latest_message_id: idSchema.nullable(),
  latest_conversation_id: idSchema.nullable(),
});
export type AnalyticsQuestion = z.infer<typeof analyticsQuestionSchema>;
export const analyticsQuestionsSchema = z.object({ range: analyticsRangeSchema, data: z.array(analyticsQuestionSchema) });
export type AnalyticsQuestions = z.infer<typeof analyticsQuestionsSchema>;

/** Knowledge items the answers stood on most, and items never cited in the period. */
export const analyticsKnowledgeSchema = z.object({
  range: analyticsRangeSchema,
  most_cited: z.array(z.object({ item_id: idSchema, title: z.string(), count: z.number().int().min(0) })),
  never_cited: z.array(z.object({ item_id: idSchema, title: z.string() })),
  /** How many ready items were never cited (never_cited lists at most 20). */
  never_cited_total: z.number().int().min(0),
});
export type AnalyticsKnowledge = z.infer<typeof analyticsKnowledgeSchema>;

/** The dashboard's checklist for a new owner. */
export const SETUP_STEPS = ['knowledge', 'avatar', 'chat_tried', 'widget_seen', 'ai_provider'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const SETUP_STEP_LABELS: Record<SetupStep, string> = {
  knowledge: 'ナレッジを登録する',
  avatar: 'アバターを選ぶ',
  chat_tried: 'テスト（チャットUI）で話してみる',
  widget_seen: 'サイトにチャットを設置する',
  ai_provider: 'AIの接続先を決める',
};
export const analyticsSetupSchema = z.object({
  steps: z.array(
    z.object({
      step: extensibleEnum(SETUP_STEPS),
      done: z.boolean(),
      /** ai_provider: knowingly left to the built-in responder counts as done. */
      note: z.string().nullable(),
    }),
  ),
});
export type AnalyticsSetup = z.infer<typeof analyticsSetupSchema>;


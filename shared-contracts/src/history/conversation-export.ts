import { z } from 'zod';
import { listQuerySchema } from '../common/list-query';
import { conversationFilterFields } from './conversation-list';
import { refinePeriod } from './period';

/**
 * GET /api/v1/conversations/export?<the list's filters>&encoding=…: the filtered conversations as
 * CSV, one row per message, streamed from the database. UTF-8 with BOM and CRLF by default (what
 * Excel in Japan opens); Shift_JIS on request, where the ratings are written as words
 * (EXPORT_FEEDBACK_LABELS) and other characters it cannot hold become 「?」. Cells
 * that start with = + - @ TAB CR are escaped; times are `YYYY/MM/DD HH:mm:ss` in the owner's time zone.
 * The answer's `X-Export-Rows` header says how many rows will come, for the progress bar.
 */
export const EXPORT_ENCODINGS = ['utf-8', 'shift_jis'] as const;
export type ExportEncoding = (typeof EXPORT_ENCODINGS)[number];
export const EXPORT_ENCODING_LABELS: Record<ExportEncoding, string> = {
  'utf-8': 'UTF-8（BOM付き）',
  shift_jis: 'Shift_JIS',
};
export const EXPORT_SHIFT_JIS_NOTE = 'Shift_JISで表せない文字（絵文字や一部の漢字など）は「?」に置き換わります。';

/**
 * The 評価 column: the marks the console shows, or in Shift_JIS, which holds no emoji, words it
 * does hold (a rating that read 「?」 would be lost).
 */
export const EXPORT_FEEDBACK_LABELS: Record<ExportEncoding, Record<'up' | 'down', string>> = {
  'utf-8': { up: '👍', down: '👎' },
  shift_jis: { up: '良い', down: '悪い' },
};
/** Said in the conversation export's dialog when Shift_JIS is chosen. */
export const EXPORT_SHIFT_JIS_FEEDBACK_NOTE = `Shift_JISでは評価（👍・👎）を「${EXPORT_FEEDBACK_LABELS.shift_jis.up}」「${EXPORT_FEEDBACK_LABELS.shift_jis.down}」と書き出します。`;
export const exportEncodingSchema = z.enum(EXPORT_ENCODINGS, { error: '文字コードが正しくありません' }).default('utf-8');

/** The export's query: the list's filters and sort (rows come in the order the list shows), and the encoding. */
export const conversationExportQuerySchema = z
  .object({
    ...conversationFilterFields,
    sort_by: listQuerySchema.shape.sort_by,
    sort_order: listQuerySchema.shape.sort_order,
    encoding: exportEncodingSchema,
  })
  .superRefine(refinePeriod);
export type ConversationExportQuery = z.infer<typeof conversationExportQuerySchema>;

export const EXPORT_ROWS_HEADER = 'X-Export-Rows';

/** The header row, in column order. */
export const CONVERSATION_EXPORT_COLUMNS = [
  '会話ID',
  '日時',
  '訪問者',
  'ログイン種別',
  '送信者',
  'メッセージ',
  '応答エンジン',
  '評価',
  'ページURL',
] as const;

import {
  ANSWER_ENGINE_LABELS,
  CONVERSATION_EXPORT_COLUMNS,
  EXPORT_FEEDBACK_LABELS,
  type ExportEncoding,
  loginTypeColumnLabel,
  TRANSCRIPT_ROLE_LABELS,
  visitorLabel,
  WIDGET_ERROR_MESSAGES,
} from 'shared-contracts';
import { csvLabel, csvRecord } from '#src/lib/csv/index';
import { formatDateTimeIn } from '#src/lib/time-zone/zoned-time';
import { withAnswersInPlaceOfMissing } from '../../agent/interrupted-answers';
import type { ExportConversation } from '../conversation-history-repository';
import { csvExportChunks } from './csv-export';

type ExportMessage = ExportConversation['messages'][number];

/** The 中断 message the transcript and the widget show after a question whose answer was never written. */
const interruptedRow = (question: ExportMessage): ExportMessage => ({
  role: 'agent',
  text: WIDGET_ERROR_MESSAGES.answerInterrupted,
  engine: 'interrupted',
  feedback: null,
  createdAt: new Date(question.createdAt.getTime() + 1),
});

/**
 * The CSV records of one conversation, one a message, in the columns of CONVERSATION_EXPORT_COLUMNS:
 * the messages as the transcript shows them at `now`, 中断 messages included (interrupted-answers.ts),
 * each rating as the encoding can hold it (👍 / 👎, or 良い / 悪い in Shift_JIS).
 */
export function conversationRecords(conversation: ExportConversation, options: { timeZone: string; encoding: ExportEncoding; now: Date }): string {
  const { timeZone, encoding, now } = options;
  const feedbackLabels = EXPORT_FEEDBACK_LABELS[encoding];
  const visitor = visitorLabel({ name: conversation.accountName, email: conversation.accountEmail });
  // The account's name and mail are the visitor's words, escaped like the messages; labels are ours.
  const loginType = csvLabel(loginTypeColumnLabel(conversation.loginType));
  let records = '';
  for (const message of withAnswersInPlaceOfMissing(conversation.messages, now, interruptedRow)) {
    records += csvRecord([
      conversation.id,
      formatDateTimeIn(message.createdAt, timeZone),
      visitor,
      loginType,
      csvLabel(TRANSCRIPT_ROLE_LABELS[message.role]),
      message.text,
      csvLabel(message.engine ? ANSWER_ENGINE_LABELS[message.engine] : ''),
      csvLabel(message.feedback ? feedbackLabels[message.feedback] : ''),
      conversation.pageUrl ?? '',
    ]);
  }
  return records;
}

/**
 * The export as chunks of bytes: the header (after a BOM in UTF-8), then one chunk per batch of
 * conversations. Pulled one chunk at a time, so the reader's pace sets the database's.
 */
export function conversationCsvChunks(
  batches: AsyncIterable<ExportConversation[]>,
  options: { timeZone: string; encoding: ExportEncoding; now: Date },
): AsyncGenerator<Buffer> {
  return csvExportChunks(
    CONVERSATION_EXPORT_COLUMNS,
    batches,
    (conversation) => conversationRecords(conversation, options),
    options.encoding,
  );
}

import { createHash } from 'node:crypto';
import { WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import type { MessageRow } from '../../db/schema';
import { EMPTY_MESSAGE } from './empty-message';
import { agentLabels } from './labels';

/**
 * How long a stored question may still be waiting for its answer: an LLM turn stores the question
 * before calling the provider (persist-turn.ts), and the provider has 30 s for the whole answer
 * (llm-turn.ts); past that the answer is written, or never will be.
 */
export const ANSWER_PENDING_MS = 60_000;

/** A stable id for the answer shown in place of a missing one, so a reload draws the same message. */
function interruptedAnswerId(questionId: string): string {
  const hex = createHash('sha1').update(`interrupted-answer:${questionId}`).digest('hex');
  // Laid out as a UUID (version 5, RFC 4122 variant), as every message id is.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

function interruptedAnswer(question: MessageRow): MessageRow {
  return {
    id: interruptedAnswerId(question.id),
    agentId: question.agentId,
    conversationId: question.conversationId,
    role: 'agent',
    text: WIDGET_ERROR_MESSAGES.answerInterrupted,
    ...EMPTY_MESSAGE,
    engine: 'interrupted',
    rule: agentLabels.rule.unanswered,
    feedback: null,
    questionKey: null,
    createdAt: new Date(question.createdAt.getTime() + 1),
  };
}

/**
 * A conversation's messages (oldest first) with the widget's 中断 message after every question whose
 * answer was never written, as a stop the API had time for stores it (run-turn.ts): the API was killed
 * between an LLM turn's question and its answer, or the visitor left mid-answer. Every answer is
 * written after its question, so in a run of questions followed by a run of answers, k questions and
 * m answers, k - m questions went unanswered: the first ones (a visitor who left, then asked again).
 * The last run, with no answer after it, is still being answered while younger than ANSWER_PENDING_MS.
 *
 * Derived when read, never repaired at start: a replica that starts cannot know whether another
 * replica is still answering a question, a visitor who leaves mid-answer leaves the same gap without
 * any restart, and nothing needs writing (the conversation's counts and the analytics stay those of
 * the rows stored).
 */
export function withInterruptedAnswers(rows: readonly MessageRow[], now: Date): MessageRow[] {
  return withAnswersInPlaceOfMissing(rows, now, interruptedAnswer);
}

/**
 * withInterruptedAnswers for any shape of message row (the CSV export reads only a few columns):
 * `answerFor` makes the message shown after a question whose answer was never written.
 */
export function withAnswersInPlaceOfMissing<T extends Pick<MessageRow, 'role' | 'createdAt'>>(rows: readonly T[], now: Date, answerFor: (question: T) => T): T[] {
  const out: T[] = [];
  for (let start = 0; start < rows.length; ) {
    let end = start;
    while (end < rows.length && rows[end]?.role === 'visitor') end += 1;
    const questions = rows.slice(start, end);
    let answersEnd = end;
    while (answersEnd < rows.length && rows[answersEnd]?.role === 'agent') answersEnd += 1;
    const unanswered = questions.length - (answersEnd - end);
    questions.forEach((question, index) => {
      out.push(question);
      const pending = answersEnd === end && now.getTime() - question.createdAt.getTime() < ANSWER_PENDING_MS;
      if (index < unanswered && !pending) out.push(answerFor(question));
    });
    out.push(...rows.slice(end, answersEnd));
    start = answersEnd;
  }
  return out;
}

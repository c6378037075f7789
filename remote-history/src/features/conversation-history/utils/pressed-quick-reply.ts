import type { TranscriptMessage } from 'shared-contracts';

/**
 * The quick reply the visitor pressed after an answer: pressing one sends its label as the
 * visitor's next message, so that message names it. null when they typed something else.
 */
export function pressedQuickReplyId(messages: readonly TranscriptMessage[], index: number): string | null {
  const message = messages[index];
  const next = messages[index + 1];
  if (!message || message.quick_replies.length === 0 || next?.role !== 'visitor') return null;
  const text = next.text.trim();
  return message.quick_replies.find((reply) => reply.label.trim() === text)?.id ?? null;
}

/**
 * The もしかして… candidate the visitor pressed after an unsure answer: pressing one asks its
 * question, so the visitor's next message is that question. null when they typed something else.
 */
export function pressedCandidateId(messages: readonly TranscriptMessage[], index: number): string | null {
  const message = messages[index];
  const next = messages[index + 1];
  if (!message || message.candidates.length === 0 || next?.role !== 'visitor') return null;
  const text = next.text.trim();
  return message.candidates.find((candidate) => candidate.question.trim() === text)?.item_id ?? null;
}

import type { ConversationTranscript, TranscriptMessage } from 'shared-contracts';
import type { MessageRow } from '../../db/schema';
import { withInterruptedAnswers } from '../agent/interrupted-answers';
import type { TranscriptRows } from './conversation-history-repository';
import type { TaughtMessage } from './taught-questions-repository';
import { toConversationSummary } from './to-conversation-summary';

type Answer = TranscriptRows['answers'][number];

/**
 * Which answer each form offer led to: an answer belongs to the latest offer of its form made before
 * it (the first offer, should the clocks disagree), and an offer links the first answer it got.
 * Answers to forms opened from a quick reply have no offer and are not linked.
 */
export function formAnswerOfOffers(messages: readonly MessageRow[], answers: readonly Answer[]): Map<string, string> {
  const linked = new Map<string, string>();
  for (const answer of answers) {
    const offers = messages.filter((m) => m.form?.id === answer.formId);
    const offer = offers.findLast((m) => m.createdAt.getTime() <= answer.createdAt.getTime()) ?? offers[0];
    if (offer && !linked.has(offer.id)) linked.set(offer.id, answer.id);
  }
  return linked;
}

/** Visitor questions whose answer (the next agent message, before any other question) was the fallback, もしかして… or got 👎. */
export function teachableQuestions(messages: readonly MessageRow[]): Set<string> {
  const teachable = new Set<string>();
  messages.forEach((message, index) => {
    if (message.role !== 'visitor') return;
    const answer = messages[index + 1];
    if (answer?.role === 'agent' && (answer.engine === 'fallback' || answer.engine === 'knowledge_candidates' || answer.feedback === 'down')) teachable.add(message.id);
  });
  return teachable;
}

/**
 * The conversation as the visitor saw it, with how each answer was made; a question whose answer was
 * never written is followed by the 中断 message (engine interrupted), as the widget shows it.
 */
export function toTranscript(rows: TranscriptRows, now: Date = new Date(), taughtMessages: readonly TaughtMessage[] = []): ConversationTranscript {
  const shown = withInterruptedAnswers(rows.messages, now);
  const taught = new Map(taughtMessages.map((t) => [t.messageId, t]));
  const titles = new Map(rows.forms.map((form) => [form.id, form.title]));
  const answerOf = formAnswerOfOffers(shown, rows.answers);
  const teachable = teachableQuestions(shown);
  const messages = shown.map(
    (row): TranscriptMessage => ({
      id: row.id,
      role: row.role,
      text: row.text,
      created_at: row.createdAt.toISOString(),
      emotion: row.emotion,
      engine: row.engine,
      rule: row.rule,
      sources: row.sources.map((source) => ({
        item_id: source.item_id ?? null,
        title: source.title,
        heading: source.heading ?? null,
        text: source.text,
        score: source.score,
        ...(source.similarity === undefined ? {} : { similarity: source.similarity }),
        cited: source.cited ?? false,
      })),
      quick_replies: row.quickReplies.map((reply) => ({ id: reply.id, label: reply.label })),
      candidates: row.candidates.map((candidate) => ({ item_id: candidate.item_id, question: candidate.question })),
      form: row.form
        ? { id: row.form.id, version: row.form.version, title: titles.get(row.form.id) ?? '', answer_id: answerOf.get(row.id) ?? null }
        : null,
      links: row.links.map((link) => ({ url: link.url, title: link.title })),
      images: row.images.map((image) => ({ url: image.url, alt: image.alt })),
      model: row.model,
      timing: row.timing
        ? { total_ms: row.timing.total_ms, retrieval_ms: row.timing.retrieval_ms ?? null, first_token_ms: row.timing.first_token_ms ?? null }
        : null,
      feedback: row.feedback,
      teachable: teachable.has(row.id),
      taught: taughtOf(taught.get(row.id)),
    }),
  );
  return { conversation: toConversationSummary(rows.summary), visitor_first_seen_at: rows.visitorFirstSeenAt.toISOString(), messages };
}

function taughtOf(taught: TaughtMessage | undefined): TranscriptMessage['taught'] {
  return taught ? { item_id: taught.itemId, item_title: taught.itemTitle, how: taught.how, taught_at: taught.taughtAt.toISOString() } : null;
}

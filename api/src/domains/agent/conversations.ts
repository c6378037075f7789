import type { FeedbackValue, MessageTrace, WidgetMessage } from 'shared-contracts';
import type { Database } from '../../db/database';
import type { ConversationRow } from '../../db/schema';
import { loadMessageForms, toWidgetMessage } from './widget-message';
import { withInterruptedAnswers } from './interrupted-answers';
import { repositoriesOf } from '../repositories';

export interface StartConversationInput {
  agentId: string;
  /** The visitor the token proved; absent or unknown: a new visitor is made. */
  visitorId?: string | null;
  origin: string;
  pageUrl?: string | null;
  preview: boolean;
  now?: Date;
}

export interface StartedConversation {
  visitorId: string;
  /** The visitor was made now (the caller issues a token for it). */
  newVisitor: boolean;
  conversation: ConversationRow;
  /** True when the latest conversation was resumed. */
  resumed: boolean;
  messages: WidgetMessage[];
  /** The visitor account a sign-in linked to this visitor, if any. */
  visitorAccountId: string | null;
}

/**
 * The visitor's latest conversation (kept across page loads), else a new one; a visitor id the
 * agent does not know (another agent's, or deleted) gets a new visitor. The caller checked the origin.
 */
export async function startOrResumeConversation(db: Database, input: StartConversationInput): Promise<StartedConversation> {
  const repository = repositoriesOf(db).conversations;
  const now = input.now ?? new Date();
  let visitor = input.visitorId ? await repository.touchVisitor(input.agentId, input.visitorId, now) : undefined;
  const newVisitor = visitor === undefined;
  visitor ??= await repository.createVisitor(input.agentId);
  const latest = newVisitor ? undefined : await repository.latestConversation(input.agentId, visitor.id);
  // The console's preview and a real site never share a conversation.
  const resumable = latest && latest.preview === input.preview ? latest : undefined;
  const conversation =
    resumable ??
    (await repository.createConversation({
      agentId: input.agentId,
      visitorId: visitor.id,
      origin: input.origin,
      pageUrl: input.pageUrl ?? null,
      preview: input.preview,
      startedAt: now,
      lastMessageAt: now,
    }));
  const messages = resumable ? await listMessages(db, input.agentId, conversation.id) : [];
  return { visitorId: visitor.id, newVisitor, conversation, resumed: resumable !== undefined, messages, visitorAccountId: visitor.visitorAccountId };
}

/**
 * A conversation's messages, oldest first, as the widget shows them (a question whose answer was never
 * written followed by the 中断 message); [] for another agent's conversation.
 */
export async function listMessages(db: Database, agentId: string, conversationId: string, now: Date = new Date()): Promise<WidgetMessage[]> {
  const rows = withInterruptedAnswers(await repositoriesOf(db).conversations.listMessages(agentId, conversationId), now);
  const forms = await loadMessageForms(db, agentId, rows);
  return rows.map((row) => toWidgetMessage(row, forms));
}

/** Sets (or with null clears) the visitor's thumbs on an answer in their own conversation; false when there is no such answer. */
export async function setFeedback(db: Database, agentId: string, visitorId: string, messageId: string, value: FeedbackValue | null): Promise<boolean> {
  const row = await repositoriesOf(db).conversations.setFeedback(agentId, visitorId, messageId, value);
  return row !== undefined;
}

/** How an answer was made, for the owner's /chatui side panel; null for a visitor message or another agent's id. */
export async function getMessageTrace(db: Database, agentId: string, messageId: string): Promise<MessageTrace | null> {
  const row = await repositoriesOf(db).conversations.findMessage(agentId, messageId);
  if (!row || row.role !== 'agent' || row.engine === null) return null;
  return {
    message_id: row.id,
    engine: row.engine,
    rule: row.rule ?? '',
    passages: row.sources.map((s) => ({ item_id: s.item_id, title: s.title, heading: s.heading, text: s.text, score: s.score, ...(s.similarity === undefined ? {} : { similarity: s.similarity }) })),
    emotion: row.emotion,
    timing: row.timing ?? { total_ms: 0, retrieval_ms: null, first_token_ms: null },
    model: row.model,
  };
}

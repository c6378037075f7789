import { randomUUID } from 'node:crypto';
import { WIDGET_ERROR_MESSAGES, type WidgetMessage } from 'shared-contracts';
import type { Database } from '../../db/database';
import type { Answer } from './decide-answer';
import { EMPTY_MESSAGE } from './empty-message';
import { messageImages } from './message-images';
import type { SentAnswer } from './send-answer';
import type { ConversationScope, MessageToStore } from './conversations-repository';
import { repositoriesOf } from '../repositories';
import { loadMessageForms, toWidgetMessage } from './widget-message';

export interface PersistTurnInput {
  db: Database;
  /** Pictures in answers are loaded from the API's public address. */
  publicApiUrl: string;
  scope: ConversationScope;
  /** The visitor's message as stored: what they typed, the label of the button they pressed, or the candidate question they chose. */
  visitorText: string;
  /** When the visitor's message arrived. */
  now: Date;
  clock: () => Date;
  /** When the turn began (performance.now()), for the total time. */
  started: number;
}

export interface AnswerToStore {
  /** The id the widget was given when the answer started. */
  id: string;
  sent: SentAnswer;
  emotion: string;
  decided: Pick<Answer, 'sources' | 'quickReplies' | 'candidates' | 'form' | 'links' | 'model' | 'retrievalMs'>;
}

/** The writes of one turn: the visitor's message once, and the answer with it or after it. */
export interface TurnRecord {
  readonly visitorMessage: { id: string; text: string };
  /**
   * Writes the visitor's message now, ahead of an answer that takes seconds (an LLM's); false when
   * the conversation is not this visitor's. Only the first call writes.
   */
  storeVisitor(): Promise<boolean>;
  /** Writes the answer (and the visitor's message, unless written already); null when the conversation is not this visitor's. */
  storeAnswer(answer: AnswerToStore): Promise<WidgetMessage | null>;
  /** A turn given up before its answer (the visitor left) still keeps the question in the history. */
  keepVisitor(): Promise<void>;
  /**
   * A turn the API's shutdown stopped: the question, and in place of the answer the widget's 中断
   * message (engine interrupted), so the history shows what the visitor saw. Never throws.
   */
  storeInterrupted(id: string, rule: string): Promise<void>;
}


function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/**
 * The visitor's message is written with the answer, in one statement after the text has gone out,
 * or before an LLM is called; if the turn is abandoned, on the way out.
 */
export function persistTurn(input: PersistTurnInput): TurnRecord {
  const { db, scope, now } = input;
  const visitorRow: MessageToStore = { ...EMPTY_MESSAGE, id: randomUUID(), role: 'visitor', text: input.visitorText, createdAt: now };
  let visitorStored = false;

  const storeVisitor = async (): Promise<boolean> => {
    if (visitorStored) return true;
    visitorStored = true;
    return (await repositoriesOf(db).conversations.storeMessages(scope, [visitorRow])) !== 0;
  };

  return {
    visitorMessage: { id: visitorRow.id, text: visitorRow.text },
    storeVisitor,
    async storeAnswer({ id, sent, emotion, decided }) {
      const agentRow: MessageToStore = {
        id,
        role: 'agent',
        text: sent.text,
        emotion,
        engine: sent.engine,
        rule: sent.rule,
        sources: decided.sources,
        quickReplies: decided.quickReplies,
        candidates: decided.candidates,
        form: decided.form,
        links: decided.links,
        images: await messageImages(db, input.publicApiUrl, scope.agentId, sent.imageMediaId),
        model: decided.model,
        timing: {
          total_ms: round(performance.now() - input.started),
          retrieval_ms: decided.retrievalMs === null ? null : round(decided.retrievalMs),
          first_token_ms: sent.firstTokenMs === null ? null : round(sent.firstTokenMs),
        },
        // Strictly after the question, so the two keep their order whatever the clock says.
        createdAt: new Date(Math.max(input.clock().getTime(), now.getTime() + 1)),
      };
      const rows = visitorStored ? [agentRow] : [visitorRow, agentRow];
      visitorStored = true;
      if ((await repositoriesOf(db).conversations.storeMessages(scope, rows)) !== rows.length) return null;
      const forms = await loadMessageForms(db, scope.agentId, [agentRow]);
      return toWidgetMessage({ ...agentRow, agentId: scope.agentId, conversationId: scope.conversationId, feedback: null, questionKey: null }, forms);
    },
    async keepVisitor() {
      await storeVisitor().catch(() => undefined);
    },
    async storeInterrupted(id, rule) {
      const agentRow: MessageToStore = {
        ...EMPTY_MESSAGE,
        id,
        role: 'agent',
        text: WIDGET_ERROR_MESSAGES.answerInterrupted,
        engine: 'interrupted',
        rule,
        timing: { total_ms: round(performance.now() - input.started), retrieval_ms: null, first_token_ms: null },
        createdAt: new Date(Math.max(input.clock().getTime(), now.getTime() + 1)),
      };
      const rows = visitorStored ? [agentRow] : [visitorRow, agentRow];
      visitorStored = true;
      await repositoriesOf(db).conversations.storeMessages(scope, rows).catch(() => undefined);
    },
  };
}

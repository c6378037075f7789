import type { Database } from '../../db/database';
import { type ConversationScope, conversationKey, type MessageToStore, storeMessageBatch, type TurnToStore } from './store-messages-statement';

/** At most this many turns go into one statement (its JSON documents stay a few hundred kB). */
export const BATCH_TURNS_MAX = 64;

interface PendingTurn extends TurnToStore {
  resolve(count: number): void;
  reject(error: unknown): void;
}

export interface TurnWriterOptions {
  /** Told the number of turns of every statement written (tests see the batching through it). */
  onBatch?(turns: number): void;
  /** Told when the last waiting turn has been written. */
  onIdle?(): void;
}

/**
 * Group commit of one agent's turns. A turn arriving while none of the agent's writes is under way
 * is written at once, alone, as before; turns arriving while one is under way wait for it and are
 * then written together, in one statement (storeMessageBatch). So a quiet agent's turn waits for
 * nothing, and a busy agent's turns share one statement, one commit, and one write of the rollup
 * rows every turn of the agent moves (the hour's questions and answers…), instead of queueing one
 * by one for those rows' locks until each commit (measured with 2,000 streams at once: most of
 * the turn's statement time was that wait, `Lock:transactionid`). Every turn still resolves only
 * once its statement has committed: nothing is acknowledged that a crash could lose.
 *
 * A batch holds a conversation at most once; a second turn of it waits for the next batch, in the
 * order the turns came. If a batch fails, its turns are written again one by one, so a turn that
 * cannot be written fails alone.
 */
export function createTurnWriter(db: Pick<Database, 'execute'>, options: TurnWriterOptions = {}) {
  let queue: PendingTurn[] = [];
  let writing = false;

  const take = (): PendingTurn[] => {
    const batch: PendingTurn[] = [];
    const rest: PendingTurn[] = [];
    const inBatch = new Set<string>();
    for (const turn of queue) {
      const key = conversationKey(turn.scope);
      if (batch.length < BATCH_TURNS_MAX && (key === null || !inBatch.has(key))) {
        batch.push(turn);
        if (key !== null) inBatch.add(key);
      } else rest.push(turn);
    }
    queue = rest;
    return batch;
  };

  const write = async (batch: readonly PendingTurn[]): Promise<void> => {
    options.onBatch?.(batch.length);
    try {
      const counts = await storeMessageBatch(db, batch);
      batch.forEach((turn, i) => turn.resolve(counts[i] ?? 0));
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) {
        only.reject(error);
        return;
      }
      for (const turn of batch) await write([turn]);
    }
  };

  const drain = async (): Promise<void> => {
    writing = true;
    try {
      while (queue.length > 0) await write(take());
    } finally {
      writing = false;
      options.onIdle?.();
    }
  };

  return {
    /** Writes the turn's messages (with the turns that came meanwhile); how many were written, 0 when the conversation is not the visitor's. */
    store(scope: ConversationScope, messages: readonly MessageToStore[]): Promise<number> {
      if (messages.length === 0) return Promise.resolve(0);
      return new Promise<number>((resolve, reject) => {
        queue.push({ scope, messages, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}

export type TurnWriter = ReturnType<typeof createTurnWriter>;

/** Per database, the writers of the agents with turns under way; a writer is dropped once idle, so quiet agents keep nothing. */
const writers = new WeakMap<object, Map<string, TurnWriter>>();

/**
 * Writes messages of a turn and moves the conversation's history row and the rollups, with the
 * agent's other turns under way (createTurnWriter), only into a conversation of this visitor of
 * this agent. Answers how many rows were written (0: the conversation is not theirs, or is gone).
 * Agents are batched apart: one agent's slow write never holds up another's.
 */
export function storeMessages(db: Pick<Database, 'execute'>, scope: ConversationScope, messages: readonly MessageToStore[]): Promise<number> {
  // Nothing to write: no writer is made (one that never writes would never be dropped).
  if (messages.length === 0) return Promise.resolve(0);
  let agents = writers.get(db);
  if (!agents) {
    agents = new Map();
    writers.set(db, agents);
  }
  return (agents.get(scope.agentId) ?? startWriter(db, agents, scope.agentId)).store(scope, messages);
}

/** A writer for the agent, kept in `agents` until it has nothing left to write. */
function startWriter(db: Pick<Database, 'execute'>, agents: Map<string, TurnWriter>, agentId: string): TurnWriter {
  const writer = createTurnWriter(db, {
    onIdle: () => {
      if (agents.get(agentId) === writer) agents.delete(agentId);
    },
  });
  agents.set(agentId, writer);
  return writer;
}

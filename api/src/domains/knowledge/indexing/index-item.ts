import { timeSlicer } from '#src/lib/time-slice/index';
import type { KnowledgeIndexRepository } from '../knowledge-index-repository';
import type { ClaimedItem, KnowledgeQueueRepository } from '../knowledge-queue-repository';
import { ExtractionError } from '../extract/extraction-error';
import { indexingMessages } from '../messages';
import type { PassageToIndex } from './build-passages';
import { type SourceContext, type SourcePassages, sourcePassages } from './source-passages';
import { summaryBuilder } from './summarise';

export interface IndexingContext extends SourceContext {
  queue: KnowledgeQueueRepository;
  index: KnowledgeIndexRepository;
  leaseOwner: string;
  leaseMs: number;
  /** Aborted when the server shuts down: the run stops at the next batch and hands the item back. */
  signal: AbortSignal;
  /** Passages written per transaction (default WRITE_BATCH). */
  writeBatch?: number;
}

export type IndexingOutcome = 'published' | 'failed' | 'stale' | 'gone' | 'stopped';

/**
 * Passages indexed and written per transaction on PostgreSQL, where the statements run in the
 * server's process. PGlite runs them on this thread, one statement at a time: there a batch of 100
 * (some 36,000 postings) held every request for 0.7 s, so the knowledge plugin gives it a smaller one.
 */
export const WRITE_BATCH = 100;

/**
 * One indexing run of a claimed item: clear what crashed runs left, extract, split and index the
 * source, write the passages under the run's own generation in batches (renewing the lease and
 * showing progress), then publish. Until the publish, questions are answered from the item's
 * previous passages. A run that loses its item (deleted, changed, taken over) removes what it wrote.
 */
export async function indexClaimedItem(item: ClaimedItem, context: IndexingContext): Promise<IndexingOutcome> {
  const { queue, index, leaseOwner, leaseMs, signal, writeBatch = WRITE_BATCH } = context;
  const run = { itemId: item.id, agentId: item.agentId, generation: item.generation };
  const abandon = async (outcome: IndexingOutcome): Promise<IndexingOutcome> => {
    await index.removeGeneration(item.id, item.generation);
    return outcome;
  };

  await index.removeGenerations(item.id, [item.indexedGeneration, item.generation]);

  // Extracting, splitting and indexing are CPU work on the thread that answers visitors, and PGlite
  // answers in microtasks: the run works in slices of a few milliseconds (a passage's terms take
  // about two) and gives the event loop a turn between them, so no question waits for a batch.
  const slicer = timeSlicer();
  let source: SourcePassages;
  try {
    source = await sourcePassages(item, context, slicer);
    if (source.passages.length === 0) throw new ExtractionError(indexingMessages.noText);
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    return (await queue.fail(item.id, leaseOwner, item.contentVersion, error.message)) ? 'failed' : 'stale';
  }

  const { passages } = source;
  const summary = summaryBuilder();
  for (let start = 0; start < passages.length; start += writeBatch) {
    const done = Math.min(start + writeBatch, passages.length);
    const batch: PassageToIndex[] = [];
    for (let next = start; next < done; next += 1) {
      await slicer.pause();
      if (signal.aborted) {
        await queue.release(item.id, leaseOwner, 0);
        return abandon('stopped');
      }
      batch.push(...passages.build(next, next + 1));
    }
    summary.add(batch);
    await index.writePassages(run, start, batch);
    // 99 at most: 100 is for the published state.
    if (!(await queue.renew(item.id, leaseOwner, leaseMs, Math.min(99, Math.floor((done / passages.length) * 100))))) return abandon('gone');
  }

  const published = await index.publish(
    { ...run, leaseOwner, contentVersion: item.contentVersion, ...(source.title === undefined ? {} : { title: source.title }) },
    summary.summary,
  );
  if (published.outcome === 'published') {
    if (published.previousGeneration !== 0 && published.previousGeneration !== item.generation) {
      await index.removeGeneration(item.id, published.previousGeneration);
    }
    return 'published';
  }
  if (published.outcome === 'stale') await queue.release(item.id, leaseOwner, 0);
  return abandon(published.outcome);
}

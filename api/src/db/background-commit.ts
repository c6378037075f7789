import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Lets the current transaction commit without waiting for its WAL to reach the disk
 * (`synchronous_commit = off` for this transaction only). For background work the API never
 * acknowledges to anyone and that is done again if lost: a server crash can undo the last few
 * hundred milliseconds of such commits, never part of one, and the database stays consistent. Any
 * later commit that does wait (a chat turn, a settings save) flushes these with it, since the WAL is
 * written in order. Used by knowledge indexing (claim, renew, write, publish, clean up), whose queue
 * claims an item again when its run was lost; never for what an owner or a visitor is answered for.
 * bench knowledge-indexing, 50,000 passages on PostgreSQL, runs alternated: 272 → 294 and 310 → 315
 * passages a second (the same code drifted more than that between the pairs). PGlite runs without
 * fsync anyway; there it changes nothing.
 */
export async function commitWithoutWaiting(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`set local synchronous_commit = off`);
}

import { sql } from 'drizzle-orm';
import { REFUSED_ORIGINS_MAX } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';

export interface RefusedOriginEntry {
  origin: string;
  count: number;
  lastSeenAt: Date;
}

/**
 * リンク設定's 最近拒否されたサイト (refused_origins): at most REFUSED_ORIGINS_MAX rows per agent, the
 * most recently refused. Times are the database's clock, so replicas agree on which is oldest.
 */
export function createRefusedOriginsRepository(db: Database) {
  return {
    /**
     * Counts one refusal of `origin` (canonical) for the agent. A new origin beyond the bound pushes
     * the least recently seen one out, in the same transaction and under a lock per agent, so two
     * replicas recording two new sites at once cannot leave one row too many.
     */
    async record(agent: { agentId: string; ownerId: string }, origin: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refused_origins:${agent.agentId}`}, 0))`);
        const [row] = await queryRows<{ inserted: boolean }>(
          tx,
          sql`insert into refused_origins (agent_id, owner_id, origin, count, last_seen_at)
            values (${agent.agentId}, ${agent.ownerId}, ${origin}, 1, now())
            on conflict (agent_id, origin) do update set count = refused_origins.count + 1, last_seen_at = excluded.last_seen_at
            returning (xmax = 0) as inserted`,
        );
        if (!row?.inserted) return;
        // The origin just written has the latest time (ties go by origin), so it is never the one dropped.
        await tx.execute(
          sql`delete from refused_origins where agent_id = ${agent.agentId} and origin not in (
            select origin from refused_origins where agent_id = ${agent.agentId}
            order by last_seen_at desc, origin = ${origin} desc, origin limit ${REFUSED_ORIGINS_MAX}::int)`,
        );
      });
    },

    /** The agent's refused sites, most recently refused first. */
    async list(agentId: string): Promise<RefusedOriginEntry[]> {
      const rows = await queryRows<{ origin: string; count: number; last_seen_at: string | Date }>(
        db,
        sql`select origin, count::int as count, last_seen_at from refused_origins where agent_id = ${agentId}
          order by last_seen_at desc, origin limit ${REFUSED_ORIGINS_MAX}::int`,
      );
      return rows.map((row) => ({ origin: row.origin, count: row.count, lastSeenAt: new Date(row.last_seen_at) }));
    },

    /** Drops the sites the owner has since allowed. */
    async forget(agentId: string, origins: readonly string[]): Promise<void> {
      if (origins.length === 0) return;
      await db.execute(sql`delete from refused_origins where agent_id = ${agentId} and origin in (${sql.join(origins.map((o) => sql`${o}`), sql`, `)})`);
    },
  };
}

export type RefusedOriginsRepository = ReturnType<typeof createRefusedOriginsRepository>;

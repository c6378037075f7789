import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

export interface IndexStatistics {
  /** Published passages of the agent. */
  passages: number;
  /** Rows of the inverted index, all agents and generations. */
  postings: number;
  /** On-disk size of the inverted index with its indexes, all agents. */
  termsBytes: number;
}

/** How big the retrieval index is: for benchmarks and capacity planning, never for a request. */
export async function indexStatistics(db: Database, agentId: string): Promise<IndexStatistics> {
  const [row] = await queryRows<{ passages: number; postings: number; terms_bytes: number }>(
    db,
    sql`select
      (select count(*)::int from knowledge_passages p join knowledge_items i on i.id = p.item_id and p.generation = i.indexed_generation
        where i.agent_id = ${agentId}) as passages,
      (select count(*)::int from knowledge_terms) as postings,
      pg_total_relation_size('knowledge_terms')::float8 as terms_bytes`,
  );
  return { passages: row?.passages ?? 0, postings: row?.postings ?? 0, termsBytes: row?.terms_bytes ?? 0 };
}

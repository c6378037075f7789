import type { Database } from '../../db/database';
import { repositoriesOf } from '../repositories';

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
  const row = await repositoriesOf(db).knowledgeIndex.statistics(agentId);
  return { passages: row?.passages ?? 0, postings: row?.postings ?? 0, termsBytes: row?.terms_bytes ?? 0 };
}

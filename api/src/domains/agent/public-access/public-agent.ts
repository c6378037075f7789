import { WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { ApiError } from '#src/errors/api-error';
import { AGENT_ID_PATTERN } from '#src/lib/security/agent-id';
import { repositoriesOf } from '../../repositories';

/** An agent the public routes answer for: its owner exists and is not deleted. */
export interface PublicAgent {
  agentId: string;
  ownerId: string;
}

export function agentNotFound(): ApiError {
  return new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.notFound);
}

/** 404 for a malformed id, an unknown one, and a deleted owner's alike. */
export async function requirePublicAgent(db: Database, agentId: string): Promise<PublicAgent> {
  if (!AGENT_ID_PATTERN.test(agentId)) throw agentNotFound();
  const row = await repositoriesOf(db).owners.findLiveAgent(agentId);
  if (!row) throw agentNotFound();
  return row;
}

import type { Database } from '../../db/database';
import type { OwnerRow } from '../../db/schema';
import { generateAgentId } from '../../lib/security/agent-id';
import { hashPassword } from '../../lib/security/password';
import { repositoriesOf } from '../repositories';

export interface NewOwner {
  email: string;
  password: string;
  name: string;
}

/**
 * Creates an owner account the way sign-up will: lower-cased address, argon2id hash, a fresh AgentID.
 * The demo seed and the tests use it, and so should anything else that needs an owner.
 */
export async function createOwner(db: Database, owner: NewOwner): Promise<OwnerRow> {
  return repositoriesOf(db).owners.insert({
    email: owner.email.trim().toLowerCase(),
    name: owner.name,
    passwordHash: await hashPassword(owner.password),
    agentId: generateAgentId(),
  });
}

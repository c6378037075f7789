import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { createOwner, type NewOwner } from '../domains/owners/create-owner';
import { repositoriesOf } from '../domains/repositories';
import { verifyPassword } from '../lib/security/password';

export type DemoOwnerState = 'created' | 'exists' | 'password-changed' | 'deleted';

/**
 * Creates the demo owner on the first start and never again: an owner who changed its password or deleted
 * the account keeps that choice. The answer says whether the printed credentials still sign in.
 */
export async function ensureDemoOwner(db: Database, demo: NewOwner): Promise<DemoOwnerState> {
  const email = demo.email.trim().toLowerCase();
  const existing = await repositoriesOf(db).owners.findAllByEmail(email);
  if (existing.length === 0) {
    try {
      await createOwner(db, { ...demo, email });
      return 'created';
    } catch (error) {
      // Replicas starting together on a new database: another one created it a moment ago (and seeds its sample).
      if (!isUniqueViolation(error)) throw error;
      return ensureDemoOwner(db, demo);
    }
  }
  const live = existing.find((owner) => owner.deletedAt === null);
  if (!live) return 'deleted';
  return (await verifyPassword(live.passwordHash, demo.password)) ? 'exists' : 'password-changed';
}

import type { LoginType } from 'shared-contracts';
import type { Database } from '#src/db/database';
import type { VisitorAccountRow } from '#src/db/schema/index';
import { repositoriesOf } from '../../repositories';

export interface NewVisitorAccount {
  agentId: string;
  ownerId: string;
  name: string;
  loginType: LoginType;
  email?: string | null;
  lineUserId?: string | null;
  createdAt?: Date;
  lastLoginAt?: Date;
}

/**
 * Records a visitor who signed in inside the widget. The widget's sign-in (a later issue) will call
 * it; until then the tests and sample data do. Mail addresses are kept in lower case.
 */
export function createVisitorAccount(db: Database, account: NewVisitorAccount): Promise<VisitorAccountRow> {
  const createdAt = account.createdAt ?? new Date();
  return repositoriesOf(db).visitorAccounts.insert({
    agentId: account.agentId,
    ownerId: account.ownerId,
    name: account.name,
    loginType: account.loginType,
    email: account.email ? account.email.trim().toLowerCase() : null,
    lineUserId: account.lineUserId ?? null,
    createdAt,
    lastLoginAt: account.lastLoginAt ?? createdAt,
  });
}

import type { VisitorAccount } from 'shared-contracts';
import type { VisitorAccountRow } from '#src/db/schema/index';

export function toVisitorAccount(row: VisitorAccountRow): VisitorAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    login_type: row.loginType,
    line_user_id: row.lineUserId,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt.toISOString(),
  };
}

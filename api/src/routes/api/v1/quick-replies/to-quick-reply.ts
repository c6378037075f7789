import type { QuickReply } from 'shared-contracts';
import type { QuickReplyRow } from '../../../../db/schema';

export function toQuickReply(row: QuickReplyRow): QuickReply {
  return {
    id: row.id,
    label: row.label,
    action: row.action,
    placement: row.placement,
    enabled: row.enabled,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

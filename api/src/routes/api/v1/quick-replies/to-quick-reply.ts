import type { QuickReply } from 'shared-contracts';
import type { QuickReplyRow } from '#src/db/schema/index';

export function toQuickReply(row: QuickReplyRow): QuickReply {
  return {
    id: row.id,
    label: row.label,
    // Rows saved before a fixed reply could carry a picture have no image_media_id.
    action: row.action.type === 'fixed_reply' ? { ...row.action, image_media_id: row.action.image_media_id ?? null } : row.action,
    placement: row.placement,
    enabled: row.enabled,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

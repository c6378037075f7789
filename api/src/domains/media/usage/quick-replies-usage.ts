import type { QuickRepliesRepository } from '../../chatsettings/quick-replies-repository';
import { type FoundUsage, isRecord, type MediaUsageSource } from './media-usage-source';

const PATH = '/chatsettings/quickreply';
const MEDIA_FIELD = /(^|_)media_id$/;

/**
 * Quick reply actions: any field named `media_id` or `…_media_id` (today a fixed reply's
 * `image_media_id`), so an action type that later shows a file is covered without touching the library.
 */
export function quickRepliesUsage(quickReplies: QuickRepliesRepository): MediaUsageSource {
  return {
    async find(agentId) {
      const found: FoundUsage[] = [];
      for (const row of await quickReplies.list(agentId)) {
        const action: unknown = row.action;
        if (!isRecord(action)) continue;
        for (const [field, value] of Object.entries(action)) {
          if (MEDIA_FIELD.test(field) && typeof value === 'string') {
            found.push({ mediaId: value, usage: { place: 'quick_reply', label: `クイックリプライ「${row.label}」`, path: PATH } });
          }
        }
      }
      return found;
    },
    async detach(owner, mediaId) {
      for (const row of await quickReplies.list(owner.agentId)) {
        const { action } = row;
        // A fixed reply still answers without its picture: it goes back to text only.
        if (action.type !== 'fixed_reply' || action.image_media_id !== mediaId) continue;
        await quickReplies.update(owner.agentId, row.id, { label: row.label, action: { ...action, image_media_id: null }, placement: row.placement, enabled: row.enabled });
      }
    },
  };
}

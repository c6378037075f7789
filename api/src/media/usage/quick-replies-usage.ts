import type { QuickRepliesRepository } from '../../repositories/quick-replies-repository';
import { type FoundUsage, isRecord, type MediaUsageSource } from './media-usage-source';

const PATH = '/chatsettings/quickreply';
const MEDIA_FIELD = /(^|_)media_id$/;

/**
 * Quick reply actions: any field named `media_id` or `…_media_id`. No action type has one yet; the
 * first that does (a button that shows an image) is covered without touching the library. There is
 * no detach: an action cannot simply lose the file it exists to show.
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
  };
}

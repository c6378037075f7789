import { FIXED_MESSAGE_IMAGE_KINDS, FIXED_MESSAGE_KIND_LABELS } from 'shared-contracts';
import type { AgentSettingsRepository } from '../../chatsettings/agent-settings-repository';
import { type FoundUsage, isRecord, type MediaUsageSource } from './media-usage-source';

const PATH = '/chatsettings/fixedmessage';

/** fixed_messages document: `images`, a picture per message kind (null: text only). */
export function fixedMessagesUsage(settings: AgentSettingsRepository): MediaUsageSource {
  return {
    async find(agentId) {
      const images = (await settings.find(agentId, 'fixed_messages'))?.document['images'];
      if (!isRecord(images)) return [];
      const found: FoundUsage[] = [];
      for (const kind of FIXED_MESSAGE_IMAGE_KINDS) {
        const mediaId = images[kind];
        if (typeof mediaId !== 'string') continue;
        found.push({ mediaId, usage: { place: 'fixed_message', label: `固定メッセージ「${FIXED_MESSAGE_KIND_LABELS[kind]}」`, path: PATH } });
      }
      return found;
    },
    async detach(owner, mediaId) {
      const row = await settings.find(owner.agentId, 'fixed_messages');
      const images = row?.document['images'];
      if (!row || !isRecord(images) || !Object.values(images).includes(mediaId)) return;
      // A message stays a message without its picture: it goes back to text only.
      const next = Object.fromEntries(Object.entries(images).map(([kind, id]) => [kind, id === mediaId ? null : id]));
      await settings.save(owner, 'fixed_messages', { document: { ...row.document, images: next } });
    },
  };
}

import type { AgentSettingsRepository } from '../../chatsettings/agent-settings-repository';
import { isRecord, type MediaUsageSource } from './media-usage-source';

const PATH = '/avatarsettings';

/**
 * avatar document: `media_id`, drawn while `source` is 'media' and kept while it is 'builtin' (so
 * switching back restores it), so it counts as a use either way.
 */
export function avatarUsage(settings: AgentSettingsRepository): MediaUsageSource {
  return {
    async find(agentId) {
      const row = await settings.find(agentId, 'avatar');
      const mediaId = row?.document['media_id'];
      if (typeof mediaId !== 'string') return [];
      const shown = row?.document['source'] === 'media';
      return [
        {
          mediaId,
          usage: { place: 'avatar', label: shown ? 'アバター設定のアバター画像' : 'アバター設定のアバター画像（現在は内蔵キャラクターを表示中）', path: PATH },
        },
      ];
    },
    async detach(owner, mediaId) {
      const row = await settings.find(owner.agentId, 'avatar');
      if (!row || !isRecord(row.document) || row.document['media_id'] !== mediaId) return;
      // An avatar of source 'media' needs an image; without one the widget draws the built-in character.
      await settings.save(owner, 'avatar', { document: { ...row.document, media_id: null, source: 'builtin' } });
    },
  };
}

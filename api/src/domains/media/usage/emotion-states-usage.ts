import type { AgentSettingsRepository } from '../../chatsettings/agent-settings-repository';
import { type FoundUsage, isRecord, type MediaUsageSource } from './media-usage-source';

const PATH = '/avatarsettings/emotionstates';

/** emotion_states document: each emotion's `image_media_id` (null draws the built-in face). */
export function emotionStatesUsage(settings: AgentSettingsRepository): MediaUsageSource {
  return {
    async find(agentId) {
      const row = await settings.find(agentId, 'emotion_states');
      const emotions = row?.document['emotions'];
      if (!Array.isArray(emotions)) return [];
      const found: FoundUsage[] = [];
      for (const emotion of emotions) {
        if (!isRecord(emotion) || typeof emotion['image_media_id'] !== 'string') continue;
        const label = typeof emotion['label'] === 'string' ? emotion['label'] : '';
        found.push({ mediaId: emotion['image_media_id'], usage: { place: 'emotion_state', label: `感情設定「${label}」`, path: PATH } });
      }
      return found;
    },
    async detach(owner, mediaId) {
      const row = await settings.find(owner.agentId, 'emotion_states');
      const emotions = row?.document['emotions'];
      if (!row || !Array.isArray(emotions)) return;
      if (!emotions.some((emotion) => isRecord(emotion) && emotion['image_media_id'] === mediaId)) return;
      const next = emotions.map((emotion) =>
        isRecord(emotion) && emotion['image_media_id'] === mediaId ? { ...emotion, image_media_id: null } : emotion,
      );
      await settings.save(owner, 'emotion_states', { document: { ...row.document, emotions: next } });
    },
  };
}

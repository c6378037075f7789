import type { MediaUsage } from 'shared-contracts';
import type { AuthenticatedOwner } from '../../auth/authenticated-owner';
import type { Repositories } from '../../repositories';
import { avatarUsage } from './avatar-usage';
import { emotionStatesUsage } from './emotion-states-usage';
import { fixedMessagesUsage } from './fixed-messages-usage';
import type { MediaUsageSource } from './media-usage-source';
import { quickRepliesUsage } from './quick-replies-usage';

export interface MediaUsageIndex {
  /** Where each of the agent's media items is used, by media id (absent: unused). */
  ofAgent(agentId: string): Promise<Map<string, MediaUsage[]>>;
  of(agentId: string, mediaId: string): Promise<MediaUsage[]>;
  /** Makes every setting that can do without the item stop pointing at it. */
  detach(owner: AuthenticatedOwner, mediaId: string): Promise<void>;
}

export function createMediaUsageIndex(sources: readonly MediaUsageSource[]): MediaUsageIndex {
  const ofAgent = async (agentId: string) => {
    const byMedia = new Map<string, MediaUsage[]>();
    for (const found of (await Promise.all(sources.map((source) => source.find(agentId)))).flat()) {
      byMedia.set(found.mediaId, [...(byMedia.get(found.mediaId) ?? []), found.usage]);
    }
    return byMedia;
  };
  return {
    ofAgent,
    of: async (agentId, mediaId) => (await ofAgent(agentId)).get(mediaId) ?? [],
    async detach(owner, mediaId) {
      for (const source of sources) await source.detach?.(owner, mediaId);
    },
  };
}

/** The places known today: emotion state images, the avatar image, quick reply actions, fixed messages. */
export function defaultMediaUsageSources(repositories: Repositories): MediaUsageSource[] {
  return [
    avatarUsage(repositories.agentSettings),
    emotionStatesUsage(repositories.agentSettings),
    quickRepliesUsage(repositories.quickReplies),
    fixedMessagesUsage(repositories.agentSettings),
  ];
}

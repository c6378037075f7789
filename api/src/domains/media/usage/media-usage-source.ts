import type { MediaUsage } from 'shared-contracts';
import type { AuthenticatedOwner } from '../../auth/authenticated-owner';

export interface FoundUsage {
  mediaId: string;
  usage: MediaUsage;
}

/**
 * One place in the owner's settings that may point at media items. Add a source here when a new
 * setting takes a media id (fixed messages, forms…): the library then warns before deleting a file
 * that setting shows, and a forced delete leaves it pointing at nothing.
 */
export interface MediaUsageSource {
  /** Every reference this place holds for the agent. */
  find(agentId: string): Promise<FoundUsage[]>;
  /** Drops the references to `mediaId` (a forced delete), where the setting can do without one. */
  detach?(owner: AuthenticatedOwner, mediaId: string): Promise<void>;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

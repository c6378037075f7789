import { DEFAULT_TIMEZONE, isTimeZone } from 'shared-contracts';
import type { Repositories } from '../repositories';

/**
 * The owner's clock: the time zone of the business hours (固定メッセージ), as the runtime reads it,
 * Asia/Tokyo until the owner picks another. The history counts its days and prints its times on it.
 */
export async function ownerTimeZone(repositories: Pick<Repositories, 'agentSettings'>, agentId: string): Promise<string> {
  const row = await repositories.agentSettings.find(agentId, 'fixed_messages');
  const hours = (row?.document as { business_hours?: { timezone?: unknown } } | undefined)?.business_hours;
  const zone = hours?.timezone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIMEZONE;
}

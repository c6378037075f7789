import { useQuery } from '@tanstack/react-query';
import { apiGet, useSession } from 'shared-auth';
import { DEFAULT_TIMEZONE, isTimeZone, meResponseSchema } from 'shared-contracts';

/** A time zone changed in 固定メッセージ shows here within this long, or at once on a reload. */
const OWNER_TIME_ZONE_STALE_MS = 5 * 60_000;

async function getOwnerTimeZone(): Promise<string> {
  const me = await apiGet('me', meResponseSchema);
  return isTimeZone(me.time_zone) ? me.time_zone : DEFAULT_TIMEZONE;
}

/**
 * The owner's clock (GET me: the business hours' time zone), read once per section and owner, for
 * every time the console prints: the API counts 今日 on it, so a list printed on the browser's clock
 * dated today's conversations yesterday. Asia/Tokyo (the owner's default) until it has come, or if it
 * cannot.
 */
export function useOwnerTimeZone(): string {
  const { agentId } = useSession();
  const query = useQuery({
    queryKey: ['owner-time-zone', agentId],
    queryFn: getOwnerTimeZone,
    staleTime: OWNER_TIME_ZONE_STALE_MS,
    enabled: agentId !== null,
  });
  return query.data ?? DEFAULT_TIMEZONE;
}

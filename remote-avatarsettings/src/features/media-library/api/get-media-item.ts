import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaItemSchema, type MediaItem } from 'shared-contracts';
import { mediaKeys } from './query-keys';

export async function getMediaItem(id: string): Promise<MediaItem> {
  return apiGet(`${MEDIA_API_PATHS.media}/${encodeURIComponent(id)}`, mediaItemSchema);
}

/** The item a setting points at, to show its picture and name; nothing is asked for no id. */
export function useMediaItem(id: string | null | undefined) {
  return useQuery<MediaItem, ApiRequestError>({
    queryKey: mediaKeys.item(id ?? ''),
    queryFn: () => getMediaItem(id ?? ''),
    enabled: typeof id === 'string' && id !== '',
    // A deleted item stays deleted: asking again would only repeat the 404.
    retry: false,
  });
}

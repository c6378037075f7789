import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaTagListResponseSchema, type MediaTagListResponse } from 'shared-contracts';
import { mediaLibraryKeys } from './query-keys';

/** Every tag in use, most used first: the tag filter and the suggestions when tagging. */
export async function getMediaTags(): Promise<MediaTagListResponse['data']> {
  return (await apiGet(MEDIA_API_PATHS.tags, mediaTagListResponseSchema)).data;
}

export function useMediaTags() {
  return useQuery<MediaTagListResponse['data'], ApiRequestError>({ queryKey: mediaLibraryKeys.tags, queryFn: getMediaTags });
}

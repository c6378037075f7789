import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaTagListResponseSchema, type MediaTagListResponse } from 'shared-contracts';
import { mediaLibraryKeys } from './query-keys';

/** Every tag in use, most used first: the tag filter and the suggestions when tagging. */
export async function getMediaTags(): Promise<MediaTagListResponse['data']> {
  try {
    return mediaTagListResponseSchema.parse(await httpClient.get(MEDIA_API_PATHS.tags).json()).data;
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useMediaTags() {
  return useQuery<MediaTagListResponse['data'], ApiRequestError>({ queryKey: mediaLibraryKeys.tags, queryFn: getMediaTags });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaListResponseSchema, type MediaListQuery, type MediaListResponse } from 'shared-contracts';
import { mediaLibraryKeys } from './query-keys';

/** One page of the library; also the fetcher the pick-from-the-library dialog is given. */
export async function getMediaPage(query: MediaListQuery): Promise<MediaListResponse> {
  return apiGet(MEDIA_API_PATHS.media, mediaListResponseSchema, query);
}

export function useMediaPage(query: MediaListQuery) {
  return useQuery<MediaListResponse, ApiRequestError>({
    queryKey: mediaLibraryKeys.page(query),
    queryFn: () => getMediaPage(query),
    // The items stay while the next page or filter loads, so the grid does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}

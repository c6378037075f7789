import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaListResponseSchema, type MediaListQuery, type MediaListResponse } from 'shared-contracts';
import { mediaLibraryKeys } from './query-keys';

function searchParamsOf(query: MediaListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    sort_by: query.sort_by,
    sort_order: query.sort_order,
    ...(query.q === '' ? {} : { q: query.q }),
    ...(query.kind === '' ? {} : { kind: query.kind }),
    ...(query.tag === '' ? {} : { tag: query.tag }),
  };
}

/** One page of the library; also the fetcher the pick-from-the-library dialog is given. */
export async function getMediaPage(query: MediaListQuery): Promise<MediaListResponse> {
  try {
    const body = await httpClient.get(MEDIA_API_PATHS.media, { searchParams: searchParamsOf(query) }).json();
    return mediaListResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useMediaPage(query: MediaListQuery) {
  return useQuery<MediaListResponse, ApiRequestError>({
    queryKey: mediaLibraryKeys.page(query),
    queryFn: () => getMediaPage(query),
    // The items stay while the next page or filter loads, so the grid does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}

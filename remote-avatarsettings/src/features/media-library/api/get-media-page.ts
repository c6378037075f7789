import { httpClient, toApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaListResponseSchema, type MediaListQuery, type MediaListResponse } from 'shared-contracts';

/** One page of the owner's library, for the picker dialog (which keeps its own paging state). */
export async function getMediaPage(query: MediaListQuery): Promise<MediaListResponse> {
  const searchParams = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
  try {
    return mediaListResponseSchema.parse(await httpClient.get(MEDIA_API_PATHS.media, { searchParams }).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

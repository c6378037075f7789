import { apiGet } from 'shared-auth';
import { MEDIA_API_PATHS, mediaListResponseSchema, type MediaListQuery, type MediaListResponse } from 'shared-contracts';

/** One page of the owner's library, for the picker dialog (which keeps its own paging state). */
export async function getMediaPage(query: MediaListQuery): Promise<MediaListResponse> {
  return apiGet(MEDIA_API_PATHS.media, mediaListResponseSchema, query);
}

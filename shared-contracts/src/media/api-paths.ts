/**
 * Where the media library lives, relative to the API prefix (…/api/v1) and without a leading slash,
 * as shared-auth's httpClient takes it. `media` answers GET (the list query with q, kind, tag) and
 * POST (multipart field `file`: one file per request, so each file has its own progress and its own
 * answer); `${media}/${id}` answers GET, PATCH and DELETE (?force=true deletes an item in use).
 *
 * The files themselves are public, for the widget: `/api/v1/public/media/{agentId}/{id}/{file name}`,
 * always taken from an item's `url`, never built by hand.
 */
export const MEDIA_API_PATHS = {
  media: 'media',
  tags: 'media/tags',
} as const;

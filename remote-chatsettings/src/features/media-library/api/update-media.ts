import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS, mediaItemSchema, type MediaItem, type MediaUpdateRequest } from 'shared-contracts';
import { mediaLibraryKeys } from './query-keys';

/** A new name, new tags (the whole set), or both. */
export async function updateMedia(id: string, changes: MediaUpdateRequest): Promise<MediaItem> {
  return apiSend('patch', `${MEDIA_API_PATHS.media}/${encodeURIComponent(id)}`, mediaItemSchema, { json: changes });
}

export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation<MediaItem, ApiRequestError, { id: string; changes: MediaUpdateRequest }>({
    mutationFn: ({ id, changes }) => updateMedia(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.root }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendNoContent, type ApiRequestError } from 'shared-auth';
import { MEDIA_API_PATHS } from 'shared-contracts';
import { mediaLibraryKeys } from './query-keys';

/**
 * Deletes an item. An item in use is refused (409, `media_in_use`) unless `force`: then the settings
 * that showed it (an emotion's image, the avatar) fall back to the built-in character.
 */
export async function deleteMedia(id: string, force: boolean): Promise<void> {
  await apiSendNoContent('delete', `${MEDIA_API_PATHS.media}/${encodeURIComponent(id)}`, force ? { query: { force: 'true' } } : {});
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, { id: string; force: boolean }>({
    mutationFn: ({ id, force }) => deleteMedia(id, force),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.root }),
  });
}

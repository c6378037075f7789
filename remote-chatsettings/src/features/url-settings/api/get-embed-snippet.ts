import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, embedSnippetSchema, type EmbedSnippet } from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';

export async function getEmbedSnippet(): Promise<EmbedSnippet> {
  try {
    return embedSnippetSchema.parse(await httpClient.get(CHATSETTINGS_API_PATHS.embedSnippet).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useEmbedSnippet() {
  // The snippet only changes with the AgentID or the API's address: no need to ask again while open.
  return useQuery<EmbedSnippet, ApiRequestError>({ queryKey: urlSettingsKeys.embedSnippet, queryFn: getEmbedSnippet, staleTime: Infinity });
}

import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, embedSnippetSchema, type EmbedSnippet } from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';

export async function getEmbedSnippet(): Promise<EmbedSnippet> {
  return apiGet(CHATSETTINGS_API_PATHS.embedSnippet, embedSnippetSchema);
}

export function useEmbedSnippet() {
  // The snippet only changes with the AgentID or the API's address: no need to ask again while open.
  return useQuery<EmbedSnippet, ApiRequestError>({ queryKey: urlSettingsKeys.embedSnippet, queryFn: getEmbedSnippet, staleTime: Infinity });
}

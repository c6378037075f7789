import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, embedSnippetSchema, type EmbedSnippet } from 'shared-contracts';
import { chatTestKeys } from './query-keys';

/** The agent's own loader, the very tag visitors' pages carry: the test chat embeds the same script. */
export async function getWidgetScript(): Promise<EmbedSnippet> {
  try {
    return embedSnippetSchema.parse(await httpClient.get(CHATSETTINGS_API_PATHS.embedSnippet).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useWidgetScript() {
  return useQuery<EmbedSnippet, ApiRequestError>({ queryKey: chatTestKeys.widgetScript, queryFn: getWidgetScript, staleTime: Infinity });
}

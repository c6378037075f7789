import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, embedSnippetSchema, type EmbedSnippet } from 'shared-contracts';
import { chatTestKeys } from './query-keys';

/** The agent's own loader, the very tag visitors' pages carry: the test chat embeds the same script. */
export async function getWidgetScript(): Promise<EmbedSnippet> {
  return apiGet(CHATSETTINGS_API_PATHS.embedSnippet, embedSnippetSchema);
}

export function useWidgetScript() {
  return useQuery<EmbedSnippet, ApiRequestError>({ queryKey: chatTestKeys.widgetScript, queryFn: getWidgetScript, staleTime: Infinity });
}

import { buildEmbedSnippet, type EmbedSnippet, widgetScriptUrl } from 'shared-contracts';

/** The tag an owner pastes into their site: the agent's own widget loader, with its AgentID. */
export function embedFor(publicWidgetUrl: string, agentId: string): EmbedSnippet {
  const scriptUrl = widgetScriptUrl(publicWidgetUrl, agentId);
  return { agent_id: agentId, script_url: scriptUrl, snippet: buildEmbedSnippet(scriptUrl, agentId) };
}

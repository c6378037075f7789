import { buildEmbedSnippet, type EmbedSnippet } from 'shared-contracts';

/** The tag an owner pastes into their site: the widget loader with the owner's AgentID. */
export function embedFor(publicWidgetUrl: string, agentId: string): EmbedSnippet {
  const scriptUrl = `${publicWidgetUrl}/widget.js`;
  return { agent_id: agentId, script_url: scriptUrl, snippet: buildEmbedSnippet(scriptUrl, agentId) };
}

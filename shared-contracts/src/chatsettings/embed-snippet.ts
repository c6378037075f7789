import { z } from 'zod';

/**
 * The tag an owner pastes into their site (or site-building tool) to show the widget.
 * `script_url` is the API's widget loader; the loader reads the AgentID from its own tag.
 */
export const embedSnippetSchema = z.object({
  agent_id: z.string(),
  script_url: z.string(),
  snippet: z.string(),
});
export type EmbedSnippet = z.infer<typeof embedSnippetSchema>;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The one-line snippet; the API and any preview build it here so they cannot drift apart. */
export function buildEmbedSnippet(scriptUrl: string, agentId: string): string {
  return `<script src="${escapeAttribute(scriptUrl)}" data-agent-id="${escapeAttribute(agentId)}" async></script>`;
}

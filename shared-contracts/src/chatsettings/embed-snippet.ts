import { z } from 'zod';
import { WIDGET_API_PATHS, WIDGET_PUBLIC_API_PREFIX } from '../widget/protocol';

/**
 * The tag an owner pastes into their site (or site-building tool) to show the widget.
 * `script_url` is the agent's own loader, `…/api/v1/public/widget/{agentId}/widget.js`: the API
 * serves it with the agent's launcher settings inlined, so the loader draws the launcher without a
 * request of its own; it reads the AgentID from its own tag's data-agent-id.
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

/** The agent's loader below `widgetBaseUrl` (the API's public address, or a CDN in front of it; no trailing slash). */
export function widgetScriptUrl(widgetBaseUrl: string, agentId: string): string {
  return `${widgetBaseUrl.replace(/\/+$/, '')}${WIDGET_PUBLIC_API_PREFIX}/${encodeURIComponent(agentId)}/${WIDGET_API_PATHS.loader}`;
}

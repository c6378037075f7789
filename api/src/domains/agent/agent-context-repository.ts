import { sql } from 'drizzle-orm';
import type { QuickReplyAction, QuickReplyPlacement } from 'shared-contracts';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import { uuidOrNull } from '../../lib/uuid';
import type { SettingsKind } from '../../db/schema';

export interface ContextQuickReply {
  id: string;
  label: string;
  action: QuickReplyAction;
  placement: QuickReplyPlacement;
}

export interface ContextRow extends Record<string, unknown> {
  owner_exists: boolean;
  conversation_found: boolean;
  settings: { kind: SettingsKind; document: Record<string, unknown>; sealed_secret: string | null }[] | null;
  forbidden: { kind: 'word' | 'url'; id: string; value: string }[] | null;
  quick_replies: ContextQuickReply[] | null;
  forms: { id: string; name: string; version: number; keywords: string[] | null; by_agent: boolean | null }[] | null;
  /** The account the visitor is signed in with (this agent's), or null. */
  visitor_account: { name: string | null } | null;
}

const agentContext = preparedStatement<ContextRow, { agentId: string; visitorId: string | null; conversationId: string | null }>(
  'agent_context',
  (slot) => sql`select
    exists (select 1 from owners o where o.agent_id = ${slot.agentId}::text and o.deleted_at is null) as owner_exists,
    exists (select 1 from conversations c where c.agent_id = ${slot.agentId}::text and c.id = ${slot.conversationId}::uuid and c.visitor_id = ${slot.visitorId}::uuid) as conversation_found,
    (select json_agg(json_build_object('kind', s.kind, 'document', s.document, 'sealed_secret', s.sealed_secret))
      from agent_settings s where s.agent_id = ${slot.agentId}::text) as settings,
    (select json_agg(json_build_object('kind', f.kind, 'id', f.id, 'value', f.value) order by f.created_at, f.id)
      from forbidden_entries f where f.agent_id = ${slot.agentId}::text) as forbidden,
    (select json_agg(json_build_object('id', q.id, 'label', q.label, 'action', q.action, 'placement', q.placement) order by q.sort_order, q.created_at)
      from quick_replies q where q.agent_id = ${slot.agentId}::text and q.enabled) as quick_replies,
    (select json_agg(json_build_object('id', f.id, 'name', f.name, 'version', f.version, 'keywords', v.definition -> 'triggers' -> 'keywords', 'by_agent', v.definition -> 'triggers' -> 'by_agent') order by f.created_at, f.id)
      from forms f join form_versions v on v.form_id = f.id and v.version = f.version
      where f.agent_id = ${slot.agentId}::text and f.enabled and f.archived_at is null) as forms,
    (select json_build_object('name', a.name) from widget_visitors w join visitor_accounts a on a.id = w.visitor_account_id and a.agent_id = ${slot.agentId}::text
      where w.agent_id = ${slot.agentId}::text and w.id = ${slot.visitorId}::uuid) as visitor_account`,
);

/** What one turn reads (agent-context.ts makes it an AgentContext). */
export function createAgentContextRepository(db: Database) {
  return {
    /**
     * The agent's settings documents, forbidden lists, quick replies, form triggers, the visitor's
     * account and whether the conversation is the visitor's, in one statement: the built-in responder
     * answers within milliseconds, and every round trip counts.
     */
    async read(agentId: string, visitorId: string, conversationId: string): Promise<ContextRow | undefined> {
      const [row] = await agentContext.rows(db, { agentId, visitorId: uuidOrNull(visitorId), conversationId: uuidOrNull(conversationId) });
      return row;
    },
  };
}

export type AgentContextRepository = ReturnType<typeof createAgentContextRepository>;

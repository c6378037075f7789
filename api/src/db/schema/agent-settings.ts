import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owners } from './owners';

/** The settings that exist once per agent, each a document shaped by its shared-contracts schema. */
export const SETTINGS_KINDS = [
  'chat_ui',
  'fixed_messages',
  'detail_ai',
  // the embedding provider of AI詳細設定 (its own row, so its key is sealed apart from the LLM's)
  'embedding',
  'line_login',
  'url_settings',
  // avatar settings
  'avatar',
  'voice',
  'emotion_states',
  'basic_agent',
  // history
  'history',
] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

/**
 * One row per agent and kind, written on the owner's first save; until then the API answers the
 * contract's defaults. The agent runtime and the widget read the same documents.
 */
export const agentSettings = pgTable(
  'agent_settings',
  {
    agentId: text('agent_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SETTINGS_KINDS }).notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /**
     * The kind's write-only secret, sealed by src/lib/security/secret-box.ts (detail_ai: the LLM API
     * key; embedding: the embedding provider's API key; line_login: the channel secret). Never part
     * of `document`, never answered.
     */
    sealedSecret: text('sealed_secret'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.kind] }), index('agent_settings_owner_id_idx').on(t.ownerId)],
);

export type AgentSettingsRow = typeof agentSettings.$inferSelect;

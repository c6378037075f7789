import {
  BASIC_AGENT_SETTINGS_DEFAULTS,
  type BasicAgentSettings,
  CHAT_UI_SETTINGS_DEFAULTS,
  type ChatUiSettings,
  DETAIL_AI_SETTINGS_DEFAULTS,
  type DetailAiSettings,
  EMOTION_STATES_DEFAULTS,
  type EmotionState,
  FIXED_MESSAGES_DEFAULTS,
  type FixedMessages,
  URL_SETTINGS_DEFAULTS,
  type UrlSettings,
} from 'shared-contracts';
import type { Database } from '../../db/database';
import { repositoriesOf } from '../repositories';
import { type SignInSettingsRow } from './visitor-sign-in/sign-in-methods';
import type { ContextQuickReply, ContextRow } from './agent-context-repository';

export type { ContextQuickReply } from './agent-context-repository';

/** An enabled form's trigger words; the definition is read only when one fires. */
export interface ContextForm {
  id: string;
  name: string;
  version: number;
  keywords: string[];
  /** The owner lets the agent offer it when the conversation calls for it (the runtime: when it has no answer). */
  byAgent: boolean;
}

/** Everything one turn obeys, read in one round trip. */
export interface AgentContext {
  agentId: string;
  /** False when the agent has no live owner: nothing is answered. */
  exists: boolean;
  /** False when the conversation is not this visitor's (or not this agent's). */
  conversationFound: boolean;
  basic: BasicAgentSettings;
  fixed: FixedMessages;
  detailAi: DetailAiSettings;
  /** The sealed LLM API key of detail_ai, when one is stored. */
  sealedApiKey: string | null;
  emotions: EmotionState[];
  chatUi: ChatUiSettings;
  forbiddenWords: { id: string; value: string }[];
  forbiddenUrls: { id: string; pattern: string }[];
  /** Enabled quick replies in the owner's order. */
  quickReplies: ContextQuickReply[];
  forms: ContextForm[];
  /** The signed-in visitor's name, for {visitor_name}. */
  visitorName: string | null;
  /** The visitor is signed in with an account of this agent's. */
  visitorSignedIn: boolean;
  /** The sign-in settings (line_login) as stored, for the sign-in requirement (signInOfferOf). */
  signInSettings: SignInSettingsRow | undefined;
  /** The link settings: which sites the widget may run on (a visitor token's site is checked against them). */
  urlSettings: UrlSettings;
}

type StoredSettings = NonNullable<ContextRow['settings']>[number];

function signInSettingsOf(stored: StoredSettings | undefined): SignInSettingsRow | undefined {
  return stored ? { document: stored.document, sealedSecret: stored.sealed_secret } : undefined;
}

function over<T extends object>(defaults: T, document: Record<string, unknown> | undefined): T {
  return document ? { ...defaults, ...(document as Partial<T>) } : defaults;
}

/**
 * Reads the agent's settings documents, forbidden lists, quick replies, form triggers, the
 * visitor's name and whether the conversation is the visitor's, in one statement: the built-in
 * responder answers within milliseconds, and every round trip counts.
 */
export async function loadAgentContext(db: Database, agentId: string, visitorId: string, conversationId: string): Promise<AgentContext> {
  const row = await repositoriesOf(db).agentContext.read(agentId, visitorId, conversationId);
  if (!row) throw new Error('the agent context query answered no row');
  const documents = new Map((row.settings ?? []).map((s) => [s.kind, s]));
  const detail = documents.get('detail_ai');
  const emotions = over(EMOTION_STATES_DEFAULTS, documents.get('emotion_states')?.document).emotions;
  return {
    agentId,
    exists: row.owner_exists,
    conversationFound: row.conversation_found,
    basic: over(BASIC_AGENT_SETTINGS_DEFAULTS, documents.get('basic_agent')?.document),
    fixed: over(FIXED_MESSAGES_DEFAULTS, documents.get('fixed_messages')?.document),
    detailAi: over(DETAIL_AI_SETTINGS_DEFAULTS, detail?.document),
    sealedApiKey: detail?.sealed_secret ?? null,
    emotions,
    chatUi: over(CHAT_UI_SETTINGS_DEFAULTS, documents.get('chat_ui')?.document),
    forbiddenWords: (row.forbidden ?? []).filter((f) => f.kind === 'word').map((f) => ({ id: f.id, value: f.value })),
    forbiddenUrls: (row.forbidden ?? []).filter((f) => f.kind === 'url').map((f) => ({ id: f.id, pattern: f.value })),
    quickReplies: row.quick_replies ?? [],
    forms: (row.forms ?? []).map((f) => ({ id: f.id, name: f.name, version: f.version, keywords: f.keywords ?? [], byAgent: f.by_agent === true })),
    visitorName: row.visitor_account?.name ?? null,
    visitorSignedIn: row.visitor_account !== null,
    signInSettings: signInSettingsOf(documents.get('line_login')),
    urlSettings: over(URL_SETTINGS_DEFAULTS, documents.get('url_settings')?.document),
  };
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';
import type { SafeFetch } from '#src/lib/safe-fetch/index';
import type { SecretBox } from '#src/lib/security/secret-box';
import { type EmbeddingProviderConfig, embeddingProviderFromStored } from '../../chatsettings/detail-ai/embedding-provider';
import type { Embedder } from '../retrieval/embedder';
import type { BuiltinModel } from './embedding-service';
import { OpenAiCompatibleEmbedder } from './openai-embedder';

/** How long a replica trusts what it read of an agent's embedding setting: a change takes effect within it. */
const SETTING_TTL_MS = 3_000;

/**
 * Which embedder each agent uses: the OpenAI-compatible provider its owner named in AI詳細設定
 * (検索に使う埋め込みモデル), or the app's built-in model. Provider embedders are kept per setting
 * (a changed key, model or URL is a new one).
 */
export function createAgentEmbedders(deps: { db: Database; secretBox: SecretBox; safeFetch: SafeFetch; builtin: BuiltinModel }) {
  const settings = new LRUCache<string, { provider: EmbeddingProviderConfig | null }>({ max: 10_000, ttl: SETTING_TTL_MS });
  const providers = new LRUCache<string, Embedder>({ max: 1_000 });

  function providerEmbedder(provider: EmbeddingProviderConfig): Embedder {
    const key = createHash('sha256').update(JSON.stringify([provider.baseUrl, provider.model, provider.dimensions, provider.apiKey])).digest('hex');
    let embedder = providers.get(key);
    if (!embedder) {
      const openai = new OpenAiCompatibleEmbedder({ ...provider, safeFetch: deps.safeFetch });
      // The dimension is part of the set's name: a provider that answers another length for the same
      // model name (a new key, a changed deployment) starts a new set instead of mixing lengths.
      embedder = { model: `${openai.model}@${openai.dimensions}`, dimensions: openai.dimensions, embed: (texts, kind, signal) => openai.embed(texts, kind, signal) };
      providers.set(key, embedder);
    }
    return embedder;
  }

  async function providerOf(agentId: string): Promise<EmbeddingProviderConfig | null> {
    const cached = settings.get(agentId);
    if (cached) return cached.provider;
    const [row] = await queryRows<{ document: Record<string, unknown>; sealed_secret: string | null }>(
      deps.db,
      sql`select document, sealed_secret from agent_settings where agent_id = ${agentId} and kind = 'embedding'`,
    );
    const provider = embeddingProviderFromStored(deps.secretBox, agentId, row && { document: row.document, sealedSecret: row.sealed_secret });
    settings.set(agentId, { provider });
    return provider;
  }

  return {
    /** The built-in model; `wait`: for its load (the background job), else null while it loads (answers never wait). */
    builtin(wait: boolean): Promise<Embedder | null> {
      return wait ? deps.builtin.warm() : deps.builtin.current();
    },
    /** The embedder the agent's settings name (its provider, or the built-in model: null while that is off or loading). */
    async configured(agentId: string): Promise<Embedder | null> {
      const provider = await providerOf(agentId);
      return provider ? providerEmbedder(provider) : deps.builtin.current();
    },
    /** The embedder of a model the agent has vectors of, where this app still has it (the built-in model, or the configured provider). */
    async forModel(agentId: string, model: string): Promise<Embedder | null> {
      const builtin = await deps.builtin.current();
      if (builtin?.model === model) return builtin;
      const configured = await this.configured(agentId);
      return configured?.model === model ? configured : null;
    },
    /** The agents whose owner named a provider, each with its embedder. */
    async providerAgents(): Promise<{ agentId: string; embedder: Embedder }[]> {
      const rows = await queryRows<{ agent_id: string; document: Record<string, unknown>; sealed_secret: string | null }>(
        deps.db,
        sql`select agent_id, document, sealed_secret from agent_settings where kind = 'embedding' and document->>'type' = 'openai_compatible' order by agent_id`,
      );
      return rows.flatMap((row) => {
        const provider = embeddingProviderFromStored(deps.secretBox, row.agent_id, { document: row.document, sealedSecret: row.sealed_secret });
        return provider ? [{ agentId: row.agent_id, embedder: providerEmbedder(provider) }] : [];
      });
    },
    /** Forgets what was read of an agent's setting (after the owner saves it). */
    forget(agentId: string): void {
      settings.delete(agentId);
    },
  };
}

export type AgentEmbedders = ReturnType<typeof createAgentEmbedders>;

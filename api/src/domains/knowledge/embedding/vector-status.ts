import type { FastifyInstance } from 'fastify';
import type { VectorStatus } from 'shared-contracts';
import { createKnowledgeVectorRepository } from '../knowledge-vector-repository';
import type { Embedder } from '../retrieval/embedder';

/** A model as the owner reads its name: the built-in one by its name, a provider's by its model name (never its URL). */
export function modelLabel(embedder: Pick<Embedder, 'model'> | string): string {
  const model = typeof embedder === 'string' ? embedder : embedder.model;
  if (model.startsWith('builtin:')) return `組み込みモデル（${model.slice('builtin:'.length)}）`;
  const hash = model.lastIndexOf('#');
  const name = hash >= 0 ? model.slice(hash + 1) : model;
  return name.replace(/@\d+$/, '');
}

/** The knowledge screen's 意味検索 line: which model, which answers now, and how far its vectors are written. */
export async function vectorStatusOf(app: FastifyInstance, agentId: string): Promise<VectorStatus> {
  const off: VectorStatus = { state: 'off', model: null, answering_model: null, embedded: 0, total: 0, error: null };
  const semantic = app.knowledge.semantic;
  if (!semantic) return off;
  const { embedder, configured } = await semantic.answering(agentId, true);
  const builtin = app.knowledge.model.state();
  if (!configured) return builtin.state === 'loading' ? { ...off, state: 'loading' } : off;
  const { embedded, total } = await createKnowledgeVectorRepository(app.database.db).coverage(agentId, configured.model);
  const error = app.knowledge.vectors.lastError(agentId);
  return {
    state: error ? 'error' : embedded >= total ? 'ready' : 'building',
    model: modelLabel(configured),
    answering_model: embedder ? modelLabel(embedder) : null,
    embedded,
    total,
    error,
  };
}

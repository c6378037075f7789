import { articleExcerpt } from '#src/domains/knowledge/items/article-excerpt';
import type { KnowledgeItem, KnowledgeItemSummary } from 'shared-contracts';
import type { KnowledgeItemRow } from '#src/db/schema/index';
import type { KnowledgeItemListRow } from '#src/domains/knowledge/knowledge-items-repository';

function base(row: KnowledgeItemListRow | KnowledgeItemRow) {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    error_reason: row.status === 'error' ? row.errorReason : null,
    progress: row.status === 'processing' ? (row.progress ?? 0) : null,
    passage_count: row.passageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    indexed_at: row.indexedAt?.toISOString() ?? null,
  };
}

export function toKnowledgeItem(row: KnowledgeItemRow): KnowledgeItem {
  const { content } = row;
  switch (content.type) {
    case 'article':
      return { ...base(row), type: 'article', body: content.body };
    case 'qa':
      return { ...base(row), type: 'qa', question: content.question, alternatives: content.alternatives, answer: content.answer, emotion: content.emotion };
    case 'file':
      return { ...base(row), type: 'file', filename: content.filename, mime: content.mime, size: content.size };
    case 'url':
      return { ...base(row), type: 'url', url: content.url };
  }
}

export function toKnowledgeItemSummary(row: KnowledgeItemListRow): KnowledgeItemSummary {
  // An article's body is read as the agent reads it: Markdown's marks are not part of what it says.
  return { ...base(row), type: row.type, excerpt: row.type === 'article' ? articleExcerpt(row.excerpt) : row.excerpt };
}

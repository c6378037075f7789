import { File as NodeFile } from 'node:buffer';
import type { KnowledgeItem, KnowledgeItemSummary } from 'shared-contracts';

export const NOW = '2026-11-21T05:00:00.000Z';

export function itemId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function summary(n: number, change: Partial<KnowledgeItemSummary> = {}): KnowledgeItemSummary {
  return {
    id: itemId(n),
    type: 'article',
    title: `記事${n}`,
    excerpt: '本文の始まり',
    status: 'ready',
    error_reason: null,
    progress: null,
    passage_count: 3,
    created_at: NOW,
    updated_at: NOW,
    indexed_at: NOW,
    ...change,
  };
}

export function page(data: unknown[], total = data.length) {
  return { data, total_records: total, page: 1, limit: 50 };
}

export function storedQa(n: number, change: Partial<Extract<KnowledgeItem, { type: 'qa' }>> = {}): KnowledgeItem {
  return {
    id: itemId(n),
    type: 'qa',
    title: '営業時間は？',
    question: '営業時間は？',
    alternatives: [],
    answer: '10時から18時です。',
    emotion: null,
    status: 'processing',
    error_reason: null,
    progress: 0,
    passage_count: 0,
    created_at: NOW,
    updated_at: NOW,
    indexed_at: null,
    ...change,
  };
}

/**
 * A file as the browser hands it over. jest-fixed-jsdom pairs jsdom's File with Node's FormData,
 * which refuses it; a browser's File and FormData always agree, so tests use Node's pair.
 */
export function browserFile(content: string, name: string, type = ''): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}

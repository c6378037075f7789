import { z } from 'zod';
import {
  KNOWLEDGE_API_PATHS,
  KNOWLEDGE_FILE_ACCEPT,
  KNOWLEDGE_ITEM_STATUS_LABELS,
  KNOWLEDGE_ITEM_TYPE_LABELS,
  knowledgeItemCreateRequestSchema,
  knowledgeItemListQuerySchema,
  knowledgeItemListResponseSchema,
  knowledgeItemSchema,
  knowledgeItemUpdateRequestSchema,
  knowledgeUrlCreateRequestSchema,
  qaImportResultSchema,
  searchTestRequestSchema,
  searchTestResponseSchema,
} from '../../src';
import { expectAccepted, expectRefused, times } from '../chatsettings/expect-issues';

describe('knowledge items', () => {
  it('labels the statuses and types in Japanese', () => {
    expect(KNOWLEDGE_ITEM_STATUS_LABELS).toEqual({ processing: '処理中', ready: '完了', error: 'エラー' });
    expect(KNOWLEDGE_ITEM_TYPE_LABELS).toEqual({ article: '記事', qa: 'Q&A', file: 'ファイル', url: 'Webページ' });
    expect(KNOWLEDGE_FILE_ACCEPT).toBe('.pdf,.docx,.txt,.md,.markdown,.csv');
    expect(KNOWLEDGE_API_PATHS.searchTest).toBe('knowledge-items/search-test');
  });

  it('takes a Q&A with defaults for what the form may leave out', () => {
    expect(knowledgeItemCreateRequestSchema.parse({ type: 'qa', question: ' 送料は？ ', answer: '550円です。' })).toEqual({
      type: 'qa',
      question: '送料は？',
      alternatives: [],
      answer: '550円です。',
      emotion: null,
    });
  });

  it.each([
    [{ type: 'article', title: times('あ', 200), body: 'x' }],
    [{ type: 'qa', question: times('あ', 500), answer: times('あ', 5000), alternatives: Array.from({ length: 20 }, (_, i) => `言い換え${i}`), emotion: 'custom_abc' }],
  ])('accepts every bound exactly', (input) => expectAccepted(knowledgeItemCreateRequestSchema, input));

  it('refuses with the messages the form shows', () => {
    expectRefused(knowledgeItemCreateRequestSchema, { type: 'article', title: times('あ', 201), body: 'x' }, ['title'], 'タイトルは200文字以内で入力してください');
    expectRefused(knowledgeItemCreateRequestSchema, { type: 'qa', question: 'q', answer: 'a', alternatives: ['同じ', '同じ'] }, ['alternatives', 1], '「同じ」はすでに入力されています');
    expectRefused(knowledgeItemCreateRequestSchema, { type: 'qa', question: 'q', answer: 'a', emotion: '笑顔' }, ['emotion'], '表示する感情を選んでください');
    expectRefused(knowledgeItemCreateRequestSchema, { type: 'url', url: 'https://example.com' }, ['type'], 'ナレッジの種類を選んでください');
    expectRefused(knowledgeUrlCreateRequestSchema, { url: 'ftp://example.com' }, ['url'], 'URLは http:// または https:// で始まるURLを入力してください（例: https://example.com/faq）');
    expectRefused(searchTestRequestSchema, { question: 'x', top_k: 11 }, ['top_k'], '表示件数は1〜10の整数で指定してください');
    expectRefused(knowledgeItemListQuerySchema, { status: 'done' }, ['status'], '状態の指定が正しくありません');
  });

  it('lets an update change a file’s title or a page’s URL, nothing else of them', () => {
    expect(knowledgeItemUpdateRequestSchema.parse({ type: 'file', title: '新しい名前' })).toEqual({ type: 'file', title: '新しい名前' });
    expect(knowledgeItemUpdateRequestSchema.parse({ type: 'url', url: 'https://example.com/a' })).toEqual({ type: 'url', url: 'https://example.com/a' });
  });

  it.each([
    ['knowledgeItemCreateRequestSchema', knowledgeItemCreateRequestSchema, 'input'],
    ['knowledgeItemUpdateRequestSchema', knowledgeItemUpdateRequestSchema, 'input'],
    ['knowledgeUrlCreateRequestSchema', knowledgeUrlCreateRequestSchema, 'input'],
    ['knowledgeItemListQuerySchema', knowledgeItemListQuerySchema, 'input'],
    ['searchTestRequestSchema', searchTestRequestSchema, 'input'],
    ['knowledgeItemSchema', knowledgeItemSchema, 'output'],
    ['knowledgeItemListResponseSchema', knowledgeItemListResponseSchema, 'output'],
    ['searchTestResponseSchema', searchTestResponseSchema, 'output'],
    ['qaImportResultSchema', qaImportResultSchema, 'output'],
  ] as const)('converts %s to JSON Schema for the API document', (_name, schema, io) => {
    const json = JSON.stringify(z.toJSONSchema(schema, { io }));
    expect(json.length).toBeGreaterThan(20);
  });
});

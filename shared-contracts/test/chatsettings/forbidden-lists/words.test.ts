import {
  bulkImportRequestSchema,
  bulkImportResultSchema,
  forbiddenWordCreateRequestSchema as schema,
  forbiddenWordListQuerySchema,
  forbiddenWordListResponseSchema,
  forbiddenWordTryRequestSchema,
  forbiddenWordUpdateRequestSchema,
  tryItResponseSchema,
} from '../../../src';
import { expectAccepted, expectRefused, times } from '../expect-issues';

const ID = '5d0c0b8e-7c51-4b1e-8f3e-1f2a3b4c5d6e';

describe('forbiddenWordCreateRequestSchema', () => {
  it('takes a word and an optional note, trimmed', () => {
    expect(schema.parse({ word: ' 競合他社 ' })).toEqual({ word: '競合他社', note: '' });
    expect(forbiddenWordUpdateRequestSchema).toBe(schema);
  });
  it.each([
    ['100 kanji', times('禁', 100)],
    ['100 half-width ｶﾞ', times('ｶﾞ', 100)],
    ['100 emoji', times('💢', 100)],
  ])('accepts a word of %s', (_name, word) => expectAccepted(schema, { word }));
  it('refuses 101 characters', () =>
    expectRefused(schema, { word: times('禁', 101) }, ['word'], '禁止ワードは100文字以内で入力してください'));
  it.each(['', '　 ', undefined])('refuses a missing word (%j)', (word) =>
    expectRefused(schema, { word }, ['word'], '禁止ワードを入力してください'));
  it('refuses a line break in a word', () =>
    expectRefused(schema, { word: '禁止\nワード' }, ['word'], '禁止ワードに改行は入れられません'));
  it('bounds the note at 200 characters', () => {
    expectAccepted(schema, { word: 'a', note: times('め', 200) });
    expectRefused(schema, { word: 'a', note: times('め', 201) }, ['note'], 'メモは200文字以内で入力してください');
  });
});

describe('forbiddenWordListQuerySchema', () => {
  it('is the shared list query plus q, defaulting to 50 newest first and no search', () => {
    expect(forbiddenWordListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 50,
      sort_by: 'created_at',
      sort_order: 'desc',
      q: '',
    });
  });
  it('reads a query string', () => {
    expect(forbiddenWordListQuerySchema.parse({ page: '3', limit: '100', sort_by: 'Updated_at', sort_order: 'asc', q: ' 価格 ' })).toEqual({
      page: 3,
      limit: 100,
      sort_by: 'updated_at',
      sort_order: 'asc',
      q: '価格',
    });
  });
  it('bounds q at 100 characters', () => {
    expectAccepted(forbiddenWordListQuerySchema, { q: times('検', 100) });
    expectRefused(forbiddenWordListQuerySchema, { q: times('検', 101) }, ['q'], '検索語は100文字以内で入力してください');
  });
  it('refuses a page size SPEC does not offer', () =>
    expectRefused(forbiddenWordListQuerySchema, { limit: '20' }, ['limit'], '表示件数は50・100・500のいずれかを指定してください'));
});

describe('forbiddenWordListResponseSchema', () => {
  it('reads a page of entries', () => {
    const entry = { id: ID, word: '競合', note: '', created_at: '2026-11-21T00:00:00.000Z', updated_at: '2026-11-21T00:00:00.000Z' };
    expectAccepted(forbiddenWordListResponseSchema, { data: [entry], total_records: 1, page: 1, limit: 50 });
  });
});

describe('bulkImportRequestSchema', () => {
  const row = (line: number) => ({ line, value: `語${line}` });
  it('accepts 1 to 5000 rows, each keeping its line number, with the note optional', () => {
    expectAccepted(bulkImportRequestSchema, { rows: [{ line: 2, value: '競合', note: 'メモ' }] });
    expectAccepted(bulkImportRequestSchema, { rows: Array.from({ length: 5000 }, (_, i) => row(i + 1)) });
  });
  it('lets invalid values through to be judged row by row', () => {
    expectAccepted(bulkImportRequestSchema, { rows: [{ line: 1, value: '' }, { line: 2, value: times('x', 300) }] });
  });
  it('refuses 5001 rows, asking to split the file', () =>
    expectRefused(
      bulkImportRequestSchema,
      { rows: Array.from({ length: 5001 }, (_, i) => row(i + 1)) },
      ['rows'],
      '一度に取り込めるのは5000行までです。ファイルを分けてください',
    ));
  it.each([{ rows: [] }, {}])('refuses %j: nothing to import', (body) =>
    expectRefused(bulkImportRequestSchema, body, ['rows'], '取り込む行がありません'));
  it('refuses a cell past 4000 characters', () =>
    expectRefused(
      bulkImportRequestSchema,
      { rows: [{ line: 1, value: times('x', 4001) }] },
      ['rows', 0, 'value'],
      '1つのセルは4000文字以内にしてください',
    ));
});

describe('bulkImportResultSchema', () => {
  it('reports added, skipped duplicates and errors per line', () => {
    const result = { added: 3, skipped_duplicates: 1, errors: [{ line: 5, message: '禁止ワードは100文字以内で入力してください' }] };
    expect(bulkImportResultSchema.parse(result)).toEqual(result);
    expect(bulkImportResultSchema.safeParse({ ...result, errors: [{ line: 0, message: 'x' }] }).success).toBe(false);
  });
});

describe('try it', () => {
  it('takes a sample text of 1〜2000 characters', () => {
    expectAccepted(forbiddenWordTryRequestSchema, { text: times('あ', 2000) });
    expectRefused(forbiddenWordTryRequestSchema, { text: times('あ', 2001) }, ['text'], '試す文章は2000文字以内で入力してください');
    expectRefused(forbiddenWordTryRequestSchema, { text: ' ' }, ['text'], '試す文章を入力してください');
  });
  it('answers whether it is caught and by which entry', () => {
    expect(tryItResponseSchema.parse({ caught: false })).toEqual({ caught: false });
    expect(tryItResponseSchema.parse({ caught: true, entry: { id: ID, value: '競合' } })).toEqual({
      caught: true,
      entry: { id: ID, value: '競合' },
    });
    expect(tryItResponseSchema.safeParse({ caught: 'yes' }).success).toBe(false);
  });
});

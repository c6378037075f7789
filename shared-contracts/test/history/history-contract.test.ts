import {
  conversationExportQuerySchema,
  conversationListQuerySchema,
  conversationFiltersSchema,
  historySettingsSchema,
  teachKnowledgeRequestSchema,
  visitorLabel,
} from '../../src';

describe('conversation list query', () => {
  it('takes SPEC §3 defaults and the filters from a query string', () => {
    const parsed = conversationListQuerySchema.parse({ q: ' 駐車 ', unanswered: 'true', limit: '100', rating: 'down' });
    expect(parsed).toMatchObject({
      page: 1,
      limit: 100,
      sort_by: 'created_at',
      sort_order: 'desc',
      q: '駐車',
      unanswered: true,
      form_submitted: false,
      include_preview: false,
      rating: 'down',
      account: '',
      period: '',
    });
  });

  it('refuses bad filters with Japanese messages at the field', () => {
    const result = conversationListQuerySchema.safeParse({ account: 'google', unanswered: 'yes', from: '2026-02-30', limit: '20' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      account: 'アカウントの絞り込みが正しくありません',
      unanswered: '未回答ありの指定が正しくありません',
      from: '開始日は YYYY-MM-DD の日付で入力してください',
      limit: '表示件数は50・100・500のいずれかを指定してください',
    });
  });

  it('wants a custom period to have a day, in order', () => {
    expect(conversationFiltersSchema.safeParse({ period: 'custom' }).error?.issues[0]?.message).toBe('開始日か終了日を入力してください');
    expect(conversationFiltersSchema.safeParse({ period: 'custom', from: '2026-05-02', to: '2026-05-01' }).error?.issues[0]?.message).toBe(
      '終了日は開始日以降の日付にしてください',
    );
    expect(conversationFiltersSchema.parse({ period: 'custom', from: '2026-05-01', to: '2026-05-01' }).from).toBe('2026-05-01');
  });

  it('keeps a keyword of 500 characters and refuses 501', () => {
    expect(conversationFiltersSchema.safeParse({ q: 'あ'.repeat(500) }).success).toBe(true);
    expect(conversationFiltersSchema.safeParse({ q: 'あ'.repeat(501) }).error?.issues[0]?.message).toBe('キーワードは500文字以内で入力してください');
  });
});

describe('conversation export query', () => {
  it('takes the filters and the sort of the list, and UTF-8 unless Shift_JIS is asked for', () => {
    expect(conversationExportQuerySchema.parse({ rating: 'down', sort_by: 'updated_at' })).toMatchObject({
      rating: 'down',
      sort_by: 'updated_at',
      sort_order: 'desc',
      encoding: 'utf-8',
    });
    expect(conversationExportQuerySchema.parse({ encoding: 'shift_jis' }).encoding).toBe('shift_jis');
    expect(conversationExportQuerySchema.safeParse({ encoding: 'euc-jp' }).error?.issues[0]?.message).toBe('文字コードが正しくありません');
    expect(conversationExportQuerySchema.safeParse({ period: 'custom' }).error?.issues[0]?.message).toBe('開始日か終了日を入力してください');
  });
});

describe('the visitor column', () => {
  it('shows the name, else the mail, else 匿名', () => {
    expect(visitorLabel({ name: '山田', email: 'y@example.com' })).toBe('山田');
    expect(visitorLabel({ name: ' ', email: 'y@example.com' })).toBe('y@example.com');
    expect(visitorLabel({ name: null, email: null })).toBe('匿名');
  });
});

describe('history settings and teaching', () => {
  it('keeps forever or a number of days', () => {
    expect(historySettingsSchema.parse({ retention_days: null })).toEqual({ retention_days: null });
    expect(historySettingsSchema.safeParse({ retention_days: 0 }).error?.issues[0]?.message).toBe('保存期間は1日以上にしてください');
  });

  it('teaches a new Q&A or a phrasing, with the Q&A field messages', () => {
    expect(teachKnowledgeRequestSchema.safeParse({ mode: 'new_qa', question: '駐車場は？', answer: 'あります' }).success).toBe(true);
    const missing = teachKnowledgeRequestSchema.safeParse({ mode: 'add_phrasing', question: '駐車場は？' });
    expect(missing.error?.issues[0]?.path).toEqual(['item_id']);
    expect(teachKnowledgeRequestSchema.safeParse({ mode: 'guess', question: 'x' }).error?.issues[0]?.message).toBe('追加のしかたを選んでください');
  });
});

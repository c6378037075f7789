import {
  CONVERSATION_LIST_DEFAULTS,
  conversationApiQuery,
  conversationQueryProblems,
  conversationSearch,
  isFiltered,
  readConversationListState,
} from './conversation-list-query';
import { pressedQuickReplyId } from './pressed-quick-reply';
import { message } from '../testing/conversation-fixtures';

const read = (search: string) => readConversationListState(new URLSearchParams(search));

describe('the list query in the URL', () => {
  it('is the SPEC defaults for a plain URL, and writes nothing for them', () => {
    expect(read('')).toEqual(CONVERSATION_LIST_DEFAULTS);
    expect(conversationSearch(CONVERSATION_LIST_DEFAULTS)).toBe('');
    expect(conversationApiQuery(CONVERSATION_LIST_DEFAULTS)).toEqual({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc' });
  });

  it('reads back what it writes', () => {
    const search = '?page=3&limit=500&sort_by=updated_at&sort_order=asc&period=custom&from=2026-11-01&to=2026-11-30&account=anonymous&unanswered=true&rating=up&form_submitted=true&error=true&review=reviewed&page_url=%2Fcontact&q=%E9%A7%90%E8%BB%8A&include_preview=true';
    expect(conversationSearch(read(search))).toBe(search);
  });

  it('falls back to the default for a value no option has, and keeps typed text for the contract to judge', () => {
    const state = read('?limit=20&sort_by=Updated_at&account=foo&rating=meh&period=custom&from=2026-13-01&unanswered=yes&page=-2');
    expect(state).toMatchObject({ limit: 50, sort_by: 'updated_at', account: '', rating: '', period: 'custom', from: '2026-13-01', unanswered: false, page: 1 });
    expect(conversationQueryProblems(state)).toEqual({ from: '開始日は YYYY-MM-DD の日付で入力してください' });
  });

  it('keeps a range only with 期間を指定', () => {
    expect(read('?period=7d&from=2026-11-01&to=2026-11-02')).toMatchObject({ period: '7d', from: '', to: '' });
  });

  it('counts a view as filtered by what narrows it, not by showing test chats too', () => {
    expect(isFiltered(read('?include_preview=true&sort_order=asc&limit=100'))).toBe(false);
    expect(isFiltered(read('?unanswered=true'))).toBe(true);
    expect(isFiltered(read('?q=a'))).toBe(true);
  });

  it('refuses a keyword over 500 characters with the contract message, and takes one of 1 character', () => {
    expect(conversationQueryProblems(read(`?q=${'あ'.repeat(501)}`))).toEqual({ q: 'キーワードは500文字以内で入力してください' });
    expect(conversationQueryProblems(read('?q=駐'))).toEqual({});
  });
});

describe('pressedQuickReplyId', () => {
  it('is the quick reply whose label the visitor sent next, else none', () => {
    const offered = message({ role: 'agent', quick_replies: [{ id: '00000000-0000-4000-8000-000000000001', label: '営業時間' }] });
    expect(pressedQuickReplyId([offered, message({ role: 'visitor', text: ' 営業時間 ' })], 0)).toBe('00000000-0000-4000-8000-000000000001');
    expect(pressedQuickReplyId([offered, message({ role: 'visitor', text: '駐車場は？' })], 0)).toBeNull();
    expect(pressedQuickReplyId([offered], 0)).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { renderSection } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { id, message, transcript } from '../features/conversation-history/testing/conversation-fixtures';

// MUI is slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

const CONVERSATION = id(7);
const QA = id(1, '6666');

// Issue #40: a question the owner taught is marked in its conversation, with the Q&A, how and when,
// so it is not taught twice by mistake; the question still offers ナレッジに追加 (the dialog then
// names the Q&A that holds it).
describe('会話履歴: a taught question', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    const taught = message({
      role: 'visitor',
      text: '予約注文はできますか',
      teachable: true,
      taught: { item_id: QA, item_title: '予約注文はできますか？', how: 'new_qa', taught_at: '2026-11-20T03:15:00.000Z' },
    });
    const missed = message({ role: 'agent', text: '申し訳ありません、わかりません。', engine: 'fallback' });
    const other = message({ role: 'visitor', text: '送料はいくらですか', teachable: true });
    api.on('GET', 'conversations/:id', () => json(200, transcript(7, [taught, missed, other, message({ role: 'agent', engine: 'fallback' })])));
    api.on('GET', 'conversations/:id/neighbours', () => json(200, { previous_id: null, next_id: null }));
    api.on('GET', 'knowledge-items/phrasing-proposals', () => json(200, { items: [], total: 0 }));
    api.on('GET', 'emotion-states', () => json(200, { emotions: [], updated_at: null }));
  });
  afterEach(() => queryClient.clear());

  it('marks the taught message with its Q&A, how and when, and only that one', async () => {
    renderSection(HistorySection, `/conversationhistory/${CONVERSATION}`);
    const messages = await screen.findAllByTestId('transcript-message');
    const mark = within(messages[0] as HTMLElement).getByTestId('message-taught');
    expect(mark).toHaveTextContent('対応済み：Q&A「予約注文はできますか？」');
    expect(mark).toHaveTextContent('新しいQ&A・2026/11/20 12:15');
    expect(within(mark).getByRole('link', { name: 'Q&A「予約注文はできますか？」を開く' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${QA}`);
    expect(within(messages[0] as HTMLElement).getByRole('button', { name: 'ナレッジに追加' })).toBeInTheDocument();
    expect(within(messages[2] as HTMLElement).queryByTestId('message-taught')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('message-taught')).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VectorStatus } from 'shared-contracts';
import { renderSection, typeInto } from 'shared-ui/testing';
import ChatSettingsSection from '../section';
import { installFakeApi, json, type FakeApi } from '../testing/fake-api';
import { queryClient } from '../query-client';
import { itemId, page, summary } from '../features/knowledge/testing/knowledge-fixtures';

jest.setTimeout(30_000);

const status = (over: Partial<VectorStatus>): VectorStatus => ({
  state: 'ready',
  model: '組み込みモデル（multilingual-e5-small）',
  answering_model: '組み込みモデル（multilingual-e5-small）',
  embedded: 40,
  total: 40,
  error: null,
  ...over,
});

describe('意味検索 on the knowledge screen', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    api.on('GET', 'knowledge-items/phrasing-proposals', () => json(200, { items: [], total: 0 }));
    api.on('GET', 'knowledge-items', () => json(200, page([summary(1)])));
  });
  afterEach(() => queryClient.clear());

  it('shows the progress of a model being written and what answers meanwhile, then that it is on', async () => {
    let calls = 0;
    api.on('GET', 'knowledge-items/vector-status', () => {
      calls += 1;
      return json(
        200,
        calls === 1
          ? status({ state: 'building', model: 'text-embedding-3-small', answering_model: '組み込みモデル（multilingual-e5-small）', embedded: 10, total: 40 })
          : status({ model: 'text-embedding-3-small', answering_model: 'text-embedding-3-small' }),
      );
    });
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');

    const panel = await screen.findByTestId('vector-status');
    expect(panel).toHaveTextContent('text-embedding-3-small でナレッジを準備中：10 / 40 件');
    expect(panel).toHaveTextContent('準備が終わるまでは、これまでのモデル（組み込みモデル（multilingual-e5-small））と単語の一致で答えます。');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(panel).getByRole('link', { name: 'AI詳細設定でモデルを変更' })).toHaveAttribute('href', '/chatsettings/detailaisettings');
    // Asked again while it is being written, until it is done.
    await waitFor(() => expect(screen.getByTestId('vector-status')).toHaveTextContent('有効：text-embedding-3-small で、言い回しが違う質問にも答えます。'), { timeout: 5_000 });
    expect(within(screen.getByTestId('vector-status')).queryByRole('progressbar')).toBeNull();
  });

  it('says plainly when answers come by words only', async () => {
    api.on('GET', 'knowledge-items/vector-status', () => json(200, status({ state: 'off', model: null, answering_model: null, embedded: 0, total: 0 })));
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');
    expect(await screen.findByTestId('vector-status')).toHaveTextContent('オフ：質問とナレッジに共通する単語だけで答えます');
  });

  it("says when the provider fails, with the provider's words", async () => {
    api.on('GET', 'knowledge-items/vector-status', () => json(200, status({ state: 'error', embedded: 3, error: '埋め込みAPIが401を返しました' })));
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');
    expect(await screen.findByTestId('vector-status')).toHaveTextContent('埋め込みAPIでエラーが発生しています：埋め込みAPIが401を返しました（自動で再試行します）');
  });

  it('shows how alike by meaning each passage of the search test is, beside its score', async () => {
    api.on('GET', 'knowledge-items/vector-status', () => json(200, status({})));
    api.on('POST', 'knowledge-items/search-test', () =>
      json(200, {
        results: [
          { passage_id: 'p1', item_id: itemId(3), item_title: 'イートインはありますか', item_type: 'qa', heading: '', text: '8席あります。', score: 0, similarity: 0.912 },
          { passage_id: 'p2', item_id: itemId(1), item_title: 'ご利用案内', item_type: 'article', heading: '', text: '店内は禁煙です。', score: 3.2, similarity: null },
        ],
      }),
    );
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore');
    await screen.findByRole('link', { name: '記事1' });
    const box = within(screen.getByRole('region', { name: '質問をテスト' }));
    await typeInto(box.getByRole('textbox', { name: '質問' }), 'その場で食べられる？');
    await userEvent.click(box.getByRole('button', { name: 'テスト' }));
    const results = await box.findAllByTestId('search-test-result');
    expect(within(results[0] as HTMLElement).getByTitle('意味で見つかりました（共通の単語なし）')).toHaveTextContent('意味の近さ 0.91');
    expect(within(results[0] as HTMLElement).getByText('スコア 0.00')).toBeInTheDocument();
    expect(within(results[1] as HTMLElement).queryByText(/意味の近さ/)).toBeNull();
  });
});

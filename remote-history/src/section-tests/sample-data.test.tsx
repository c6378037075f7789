import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { renderSection } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { page, summary } from '../features/conversation-history/testing/conversation-fixtures';
import { answer, page as answerPage } from '../features/form-history/testing/form-answer-fixtures';
import { serveFormHistory } from '../features/form-history/testing/form-history-api';

jest.setTimeout(40_000);

describe('会話履歴: the demo owner’s sample history', () => {
  let api: FakeApi;
  let samples: number;
  beforeEach(() => {
    api = installFakeApi();
    samples = 84;
    api.on('GET', 'conversations', () => json(200, page(samples > 0 ? [summary(1, { sample: true }), summary(2, { sample: true }), summary(3)] : [summary(3)])));
    api.on('GET', 'sample-data', () => json(200, { sample_conversations: samples, sample_form_answers: samples > 0 ? 5 : 0 }));
    api.on('DELETE', 'sample-data', () => {
      samples = 0;
      return json(200, { deleted_conversations: 84, deleted_form_answers: 5, deleted_visitor_accounts: 5 });
    });
  });
  afterEach(() => {
    queryClient.clear();
  });

  it('says the sample is there and removes it in one click, after saying what goes', async () => {
    renderSection(HistorySection, '/conversationhistory');
    const notice = await screen.findByTestId('sample-data-notice');
    expect(notice).toHaveTextContent('サンプルの会話が84件表示されています');
    // Every sample row says so; the owner's own does not.
    const rows = screen.getAllByTestId('conversation-row');
    expect(rows.map((row) => within(row).queryByText('サンプル') !== null)).toEqual([true, true, false]);
    await userEvent.click(within(notice).getByRole('button', { name: 'サンプルデータを削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'サンプルデータを削除しますか？' });
    expect(dialog).toHaveTextContent('ご自身のデータは削除されません');
    await userEvent.click(within(dialog).getByRole('button', { name: 'サンプルデータを削除' }));

    await screen.findByText('サンプルデータを削除しました（会話 84件・フォーム回答 5件）');
    expect(api.sent('DELETE', 'sample-data')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('sample-data-notice')).not.toBeInTheDocument());
    // The list reads afresh: the sample rows are gone.
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(1));
  });

  it('lays the list out once the notice is known, so the notice never pushes it down; the list is asked for at once', async () => {
    const status = deferred<Response>();
    api.on('GET', 'sample-data', () => status.promise);
    renderSection(HistorySection, '/conversationhistory');
    await waitFor(() => expect(api.sent('GET', 'conversations')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: '会話履歴' })).toBeVisible();
    // The list may have come: it is in the page but not laid out while the notice is unknown.
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(3));
    for (const row of screen.getAllByTestId('conversation-row')) expect(row).not.toBeVisible();
    status.resolve(json(200, { sample_conversations: 84, sample_form_answers: 5 }));
    const notice = await screen.findByTestId('sample-data-notice');
    const firstRow = screen.getAllByTestId('conversation-row')[0]!;
    await waitFor(() => expect(firstRow).toBeVisible());
    expect(notice.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.sent('GET', 'conversations')).toHaveLength(1);
  });

  it('shows the list when the sample status cannot be read', async () => {
    api.on('GET', 'sample-data', () => json(500, { code: 'internal', message: 'down' }));
    renderSection(HistorySection, '/conversationhistory');
    expect(await screen.findAllByTestId('conversation-row')).toHaveLength(3);
    expect(screen.queryByTestId('sample-data-notice')).not.toBeInTheDocument();
  });

  it('shows nothing when there is no sample', async () => {
    samples = 0;
    renderSection(HistorySection, '/conversationhistory');
    await screen.findByRole('table', { name: '会話の一覧' });
    await waitFor(() => expect(api.sent('GET', 'sample-data')).toHaveLength(1));
    expect(screen.queryByTestId('sample-data-notice')).not.toBeInTheDocument();
  });
});

describe('フォーム回答履歴: the demo owner’s sample answers', () => {
  let api: FakeApi;
  let samples: number;
  beforeEach(() => {
    api = installFakeApi();
    samples = 7;
    serveFormHistory(api, { list: () => json(200, answerPage(samples > 0 ? [answer(1, { sample: true }), answer(2)] : [answer(2)])) });
    api.on('GET', 'sample-data', () => json(200, { sample_conversations: samples > 0 ? 84 : 0, sample_form_answers: samples }));
    api.on('DELETE', 'sample-data', () => {
      samples = 0;
      return json(200, { deleted_conversations: 84, deleted_form_answers: 7, deleted_visitor_accounts: 5 });
    });
  });
  afterEach(() => {
    queryClient.clear();
  });

  it('says the sample answers are there, marks their rows, and removes them in one click', async () => {
    renderSection(HistorySection, '/form-history');
    const notice = await screen.findByTestId('sample-data-notice');
    expect(notice).toHaveTextContent('サンプルのフォーム回答が7件表示されています');
    const rows = await screen.findAllByTestId('form-answer-row');
    expect(rows.map((row) => within(row).queryByText('サンプル') !== null)).toEqual([true, false]);
    await userEvent.click(within(notice).getByRole('button', { name: 'サンプルデータを削除' }));
    const dialog = await screen.findByRole('dialog', { name: 'サンプルデータを削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'サンプルデータを削除' }));
    await screen.findByText('サンプルデータを削除しました（会話 84件・フォーム回答 7件）');
    await waitFor(() => expect(screen.queryByTestId('sample-data-notice')).not.toBeInTheDocument());
    // The list reads afresh: the sample answer is gone.
    await waitFor(() => expect(screen.getAllByTestId('form-answer-row')).toHaveLength(1));
  });
});

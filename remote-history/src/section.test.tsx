import { screen } from '@testing-library/react';
import { installFakeApi, json } from 'shared-auth/testing';
import { dashboardStandIn, renderSection } from 'shared-ui/testing';
import HistorySection from './section';
import { queryClient } from './query-client';

jest.setTimeout(20_000);

describe('history section', () => {
  afterEach(() => queryClient.clear());

  it('/form-history shows フォーム回答履歴', async () => {
    const api = installFakeApi();
    api.on('GET', 'form-answers/forms', () => json(200, { data: [] }));
    api.on('GET', 'form-answers', () => json(200, { data: [], total_records: 0, total_is_lower_bound: false, page: 1, limit: 50 }));
    renderSection(HistorySection, '/form-history');

    expect(await screen.findByRole('heading', { level: 1, name: 'フォーム回答履歴' })).toBeInTheDocument();
    expect(await screen.findByText('まだフォームがありません')).toBeInTheDocument();
    expect(screen.queryByText(/準備中/)).not.toBeInTheDocument();
    // Both screens are top-level items of the host's navigation, so the section has no sub-navigation.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('/conversationhistory shows 会話履歴, and /conversationhistory/:id one conversation', async () => {
    const api = installFakeApi();
    api.on('GET', 'conversations', () => json(200, { data: [], total_records: 0, total_is_lower_bound: false, page: 1, limit: 50 }));
    const { unmount } = renderSection(HistorySection, '/conversationhistory');
    expect(await screen.findByRole('heading', { level: 1, name: '会話履歴' })).toBeInTheDocument();
    expect(await screen.findByText('まだ会話はありません')).toBeInTheDocument();
    unmount();

    renderSection(HistorySection, '/conversationhistory/00000000-0000-4000-8000-000000000007');
    expect(await screen.findByRole('heading', { level: 1, name: '会話の詳細' })).toBeInTheDocument();
  });

  it.each(['/form-history/nope', '/conversationhistory/7/more', '/history'])('sends the unknown path %s back to the dashboard', (path) => {
    renderSection(HistorySection, path);

    expect(screen.getByText(dashboardStandIn)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

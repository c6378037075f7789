import { screen } from '@testing-library/react';
import { dashboardStandIn, renderSection } from 'shared-ui/testing';
import HistorySection from './section';

describe('history section', () => {
  it.each([
    ['/form-history', 'フォーム回答履歴'],
    ['/conversationhistory', '会話履歴'],
  ])('%s shows %s and says plainly that it is not available yet', (path, title) => {
    renderSection(HistorySection, path);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/準備中/)).toBeInTheDocument();
    // Both screens are top-level items of the host's navigation, so the section has no sub-navigation.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each(['/form-history/nope', '/conversationhistory/7', '/history'])(
    'sends the unknown path %s back to the dashboard',
    (path) => {
      renderSection(HistorySection, path);

      expect(screen.getByText(dashboardStandIn)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );
});

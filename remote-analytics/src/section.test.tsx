import { screen } from '@testing-library/react';
import { dashboardStandIn, renderSection } from 'shared-ui/testing';
import AnalyticsSection from './section';

describe('analytics section', () => {
  it('shows 分析 at /analytics and says plainly that it is not available yet', () => {
    renderSection(AnalyticsSection, '/analytics');

    expect(screen.getByRole('heading', { level: 1, name: '分析' })).toBeInTheDocument();
    expect(screen.getByText(/準備中/)).toBeInTheDocument();
    // A single screen has no sub-navigation of its own.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each(['/analytics/nope', '/analytics/2026'])('sends the unknown path %s back to the dashboard', (path) => {
    renderSection(AnalyticsSection, path);

    expect(screen.getByText(dashboardStandIn)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

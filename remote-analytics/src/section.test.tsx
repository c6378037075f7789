import { screen } from '@testing-library/react';
import { installFakeApi } from 'shared-auth/testing';
import { dashboardStandIn, renderSection } from 'shared-ui/testing';
import { serveAnalytics } from './features/analytics/testing/analytics-api';
import { queryClient } from './query-client';
import AnalyticsSection from './section';

// The first render of a suite pulls MUI in; the machine is shared.
jest.setTimeout(40_000);

describe('analytics section', () => {
  beforeEach(() => serveAnalytics(installFakeApi()));
  afterEach(() => queryClient.clear());

  it('shows 分析 at /analytics', async () => {
    renderSection(AnalyticsSection, '/analytics');

    expect(screen.getByRole('heading', { level: 1, name: '分析' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '会話数' })).toBeInTheDocument();
    // A single screen has no sub-navigation of its own.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each(['/analytics/nope', '/analytics/2026'])('sends the unknown path %s back to the dashboard', (path) => {
    renderSection(AnalyticsSection, path);

    expect(screen.getByText(dashboardStandIn)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

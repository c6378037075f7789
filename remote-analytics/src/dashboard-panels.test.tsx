import { render, screen, within } from '@testing-library/react';
import DashboardPanels from './dashboard-panels';

describe('DashboardPanels (exposed for the host)', () => {
  // The host renders it on the dashboard with no query cache or router of this section around it.
  it('renders on its own and shows no figures, only that analytics is not ready', () => {
    render(<DashboardPanels />);

    const panels = screen.getByRole('region', { name: '分析の概要' });
    expect(within(panels).getByRole('heading', { name: '分析' })).toBeInTheDocument();
    expect(within(panels).getByText('分析データはまだ準備中です。')).toBeInTheDocument();
    expect(panels.textContent).not.toMatch(/\d/);
  });
});

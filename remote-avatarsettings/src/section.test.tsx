import { screen, within } from '@testing-library/react';
import { dashboardStandIn, renderSection } from './testing/render-section';

const sectionNav = () => screen.getByRole('navigation');

describe('avatarsettings section', () => {
  it.each([
    ['/avatarsettings', 'アバター設定', 'アバター'],
    ['/avatarsettings/voicesettings', '音声設定', '音声設定'],
    ['/avatarsettings/emotionstates', '感情設定', '感情設定'],
    ['/avatarsettings/basicagentsettings', 'エージェント基本設定', '基本設定'],
  ])('%s shows %s with %s active in the sub-navigation', (path, title, activeItem) => {
    renderSection(path);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const current = within(sectionNav()).getAllByRole('tab', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([activeItem]);
  });

  it('says plainly that a screen is not available yet, with nothing to press', () => {
    renderSection('/avatarsettings/voicesettings');

    expect(screen.getByText(/準備中/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['/avatarsettings/nope', '/avatarsettings/voicesettings/extra'])(
    'sends the unknown path %s back to the dashboard',
    (path) => {
      renderSection(path);

      expect(screen.getByText(dashboardStandIn)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );
});

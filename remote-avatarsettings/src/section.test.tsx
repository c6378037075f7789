import { screen, within } from '@testing-library/react';
import { dashboardStandIn, renderSection } from 'shared-ui/testing';
import AvatarSettingsSection from './section';
import { installFreshAccountApi } from './testing/fixtures';

const sectionNav = () => screen.getByRole('navigation');

beforeEach(() => {
  window.localStorage.clear();
  installFreshAccountApi();
});

describe('avatarsettings section', () => {
  it.each([
    ['/avatarsettings', 'アバター設定', 'アバター'],
    ['/avatarsettings/voicesettings', '音声設定', '音声設定'],
    ['/avatarsettings/emotionstates', '感情設定', '感情設定'],
    ['/avatarsettings/basicagentsettings', 'エージェント基本設定', '基本設定'],
  ])('%s shows %s with %s active in the sub-navigation, and its form once loaded', async (path, title, activeItem) => {
    renderSection(AvatarSettingsSection, path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const current = within(sectionNav()).getAllByRole('tab', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([activeItem]);
    expect(await screen.findByRole('form', { name: title })).toBeInTheDocument();
    expect(screen.queryByText(/準備中です。$/)).not.toBeInTheDocument();
  });

  it.each(['/avatarsettings/nope', '/avatarsettings/voicesettings/extra'])(
    'sends the unknown path %s back to the dashboard',
    (path) => {
      renderSection(AvatarSettingsSection, path);

      expect(screen.getByText(dashboardStandIn)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );
});

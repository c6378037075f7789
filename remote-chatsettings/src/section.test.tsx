import { screen, within } from '@testing-library/react';
import { dashboardStandIn, renderSection } from 'shared-ui/testing';
import ChatSettingsSection from './section';

const sectionNav = () => screen.getByRole('navigation');

describe('chatsettings section', () => {
  it.each([
    ['/chatsettings', '会話設定', '概要'],
    ['/chatsettings/quickreply', 'クイックリプライ', 'クイックリプライ'],
    ['/chatsettings/medialibrary', 'メディアライブラリ', 'メディアライブラリ'],
    ['/chatsettings/fixedmessage', '固定メッセージ', '固定メッセージ'],
    ['/chatsettings/detailaisettings', 'AI詳細設定', 'AI詳細設定'],
    ['/chatsettings/knowledgedatastore', 'ナレッジデータストア', 'ナレッジデータストア'],
    ['/chatsettings/knowledgedatastore/register', 'ナレッジデータの登録', 'ナレッジデータストア'],
    ['/chatsettings/makeforms', 'フォーム作成', 'フォーム作成'],
    ['/chatsettings/makeforms/register', 'フォームの登録', 'フォーム作成'],
    ['/chatsettings/forbiddenurl', '禁止URL', '禁止URL'],
    ['/chatsettings/forbiddenword', '禁止ワード', '禁止ワード'],
    ['/chatsettings/linelogin', 'LINEログイン', 'LINEログイン'],
    ['/chatsettings/linelogin/account-list', 'アカウント一覧', 'LINEログイン'],
  ])('%s shows %s with %s active in the sub-navigation', async (path, title, activeItem) => {
    renderSection(ChatSettingsSection, path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const current = within(sectionNav()).getAllByRole('tab', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([activeItem]);
  });

  it.each([
    ['/chatui', 'テスト（チャットUI）'],
    ['/urlsettings', 'リンク設定'],
  ])('%s shows %s without the 会話設定 sub-navigation', async (path, title) => {
    renderSection(ChatSettingsSection, path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('lists 感情設定 in the sub-navigation, pointing at the path the host serves', () => {
    renderSection(ChatSettingsSection, '/chatsettings');

    expect(within(sectionNav()).getByRole('tab', { name: '感情設定' })).toHaveAttribute(
      'href',
      '/chatsettings/emotionstates',
    );
  });

  it('links every sub-screen from the 会話設定 overview', async () => {
    renderSection(ChatSettingsSection, '/chatsettings');

    const overview = await screen.findByRole('list', { name: '会話設定の項目' });
    const hrefs = within(overview)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/chatsettings/quickreply',
      '/chatsettings/medialibrary',
      '/chatsettings/fixedmessage',
      '/chatsettings/detailaisettings',
      '/chatsettings/knowledgedatastore',
      '/chatsettings/makeforms',
      '/chatsettings/forbiddenurl',
      '/chatsettings/forbiddenword',
      '/chatsettings/linelogin',
      '/chatsettings/emotionstates',
    ]);
  });

  it.each([
    ['/chatsettings/knowledgedatastore/edit/7', 'ナレッジデータの編集', 'ナレッジデータストア'],
    ['/chatsettings/makeforms/edit/form-42', 'フォームの編集', 'フォーム作成'],
  ])('%s shows the edit page for the id it was asked for', async (path, title, activeItem) => {
    renderSection(ChatSettingsSection, path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(sectionNav()).getByRole('tab', { current: 'page' })).toHaveTextContent(activeItem);
  });

  it.each(['/chatsettings/nope', '/chatsettings/quickreply/extra', '/chatsettings/knowledgedatastore/edit'])(
    'sends the unknown path %s back to the dashboard',
    (path) => {
      renderSection(ChatSettingsSection, path);

      expect(screen.getByText(dashboardStandIn)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );
});

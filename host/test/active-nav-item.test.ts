import { activeNavItem } from '../src/navigation/active-nav-item';
import { NAV_ITEMS } from '../src/navigation/sections';

describe('activeNavItem', () => {
  it.each([
    ['/chatsettings/knowledgedatastore/edit/7', '会話設定'],
    ['/chatsettings', '会話設定'],
    ['/chatsettings/', '会話設定'],
    ['/chatsettings/emotionstates', '会話設定'],
    ['/avatarsettings/voicesettings', 'アバター設定'],
    ['/avatarsettings/', 'アバター設定'],
    ['/form-history', 'フォーム回答履歴'],
    ['/form-history/', 'フォーム回答履歴'],
    ['/', 'ダッシュボード'],
    ['', 'ダッシュボード'],
    ['/chatsettingsX', 'ダッシュボード'],
    ['/chatuiX/1', 'ダッシュボード'],
    ['/form', 'ダッシュボード'],
    ['/chatui', 'テスト（チャットUI）'],
    ['/chatui/', 'テスト（チャットUI）'],
    ['/urlsettings/', 'リンク設定'],
    ['/analytics', '分析'],
    ['/conversationhistory/123', '会話履歴'],
    ['/conversationhistory//', '会話履歴'],
  ])('%s → %s', (pathname, label) => {
    expect(activeNavItem(pathname, NAV_ITEMS)?.label).toBe(label);
  });

  it('lists the 8 items in the order of SPEC §2', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'テスト（チャットUI）',
      'ダッシュボード',
      '会話設定',
      'アバター設定',
      'リンク設定',
      '分析',
      'フォーム回答履歴',
      '会話履歴',
    ]);
  });
});

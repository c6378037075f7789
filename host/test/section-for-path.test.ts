import { sectionForPath } from '../src/navigation/section-for-path';

describe('sectionForPath', () => {
  it.each([
    ['/chatui', 'chatsettings'],
    ['/chatsettings/quickreply', 'chatsettings'],
    ['/urlsettings', 'chatsettings'],
    ['/avatarsettings/emotionstates', 'avatarsettings'],
    ['/analytics', 'analytics'],
    ['/form-history', 'history'],
    ['/conversationhistory/5', 'history'],
  ])('%s is rendered by %s', (pathname, section) => {
    expect(sectionForPath(pathname)).toBe(section);
  });

  it.each(['/', '/unknown', '/chatsettingsX', '/login-history'])('%s belongs to no section', (pathname) => {
    expect(sectionForPath(pathname)).toBeNull();
  });
});

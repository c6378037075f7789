import { matchLongestPrefix } from '../src/navigation/match-longest-prefix';

const items = [{ path: '/' }, { path: '/chatsettings' }, { path: '/chatsettings/quickreply' }, { path: '/chatui' }];

describe('matchLongestPrefix', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/chatsettings', '/chatsettings'],
    ['/chatsettings/', '/chatsettings'],
    ['/chatsettings//', '/chatsettings'],
    ['/ChatSettings', '/chatsettings'],
    ['/chatsettings/quickreply/3', '/chatsettings/quickreply'],
    ['/chatsettings/quickreplyX', '/chatsettings'],
    ['/chatsettingsX', '/'],
    ['/chat', '/'],
    ['/chatui', '/chatui'],
  ])('%s → %s', (pathname, expected) => {
    expect(matchLongestPrefix(pathname, items)?.path).toBe(expected);
  });

  it('finds nothing when no item covers the path and there is no root item', () => {
    expect(matchLongestPrefix('/analytics', [{ path: '/chatsettings' }])).toBeUndefined();
  });
});

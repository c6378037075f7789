import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../src/storage';
import { demoLogin } from './fake-api';

beforeEach(() => localStorage.clear());

async function freshStore() {
  let store: typeof import('../src/session-store').useSessionStore | undefined;
  await jest.isolateModulesAsync(async () => {
    store = (await import('../src/session-store')).useSessionStore;
  });
  if (store === undefined) throw new Error('session store did not load');
  return store;
}

describe('useSessionStore at start', () => {
  it('counts the user as signed in when stored auth data exists', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(demoLogin));
    localStorage.setItem(TOKEN_STORAGE_KEY, demoLogin.access_token);
    const state = (await freshStore()).getState();
    expect(state).toMatchObject({ accessToken: 'access-old', userName: '山田太郎', agentId: 'AG-0001' });
  });

  it('is signed out with empty storage', async () => {
    expect((await freshStore()).getState()).toMatchObject({ accessToken: null, userName: null, agentId: null });
  });

  it('is signed out when the stored auth is corrupted', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token": "trunc');
    expect((await freshStore()).getState().accessToken).toBeNull();
  });

  it('is signed in from the token key alone, without a name to show', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'only-token');
    expect((await freshStore()).getState()).toMatchObject({ accessToken: 'only-token', userName: null, agentId: null });
  });
});

describe('useSessionStore across tabs', () => {
  it('follows a sign-in made in another tab', async () => {
    const store = await freshStore();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(demoLogin));
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, storageArea: localStorage }));
    expect(store.getState().accessToken).toBe('access-old');
  });

  it('follows a sign-out (storage cleared) in another tab', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(demoLogin));
    const store = await freshStore();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(store.getState().accessToken).toBeNull();
  });

  it('ignores keys that are not ours', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(demoLogin));
    const store = await freshStore();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', storageArea: localStorage }));
    expect(store.getState().accessToken).toBe('access-old');
  });
});

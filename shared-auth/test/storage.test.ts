import { AUTH_STORAGE_KEY, TOKEN_STORAGE_KEY, clearAllStorage, readStoredAuth, replaceStoredTokens, storeAuth } from '../src/storage';
import { demoLogin } from './fake-api';

beforeEach(() => localStorage.clear());

describe('storeAuth', () => {
  it('stores the whole login response under auth and the access token under token', () => {
    const response = { ...demoLogin, plan: 'standard' };
    storeAuth(response);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual(response);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-old');
  });
});

describe('readStoredAuth', () => {
  it('is null when nothing is stored', () => {
    expect(readStoredAuth()).toBeNull();
  });

  it('reads auth as the authority, even when token disagrees', () => {
    storeAuth(demoLogin);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'something-else');
    expect(readStoredAuth()).toEqual(demoLogin);
  });

  it('takes the access token from token when auth has none', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...demoLogin, access_token: '' }));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'from-token-key');
    expect(readStoredAuth()).toEqual({ ...demoLogin, access_token: 'from-token-key' });
  });

  it('counts a token key alone as signed in, with nothing to refresh with', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'only-token');
    expect(readStoredAuth()).toEqual({ access_token: 'only-token', refresh_token: '', user_name: '', agent_id: '' });
  });

  it.each(['{not json', '"a string"', '[1,2]', 'null'])('treats a corrupted auth value (%s) as signed out', (raw) => {
    localStorage.setItem(AUTH_STORAGE_KEY, raw);
    expect(readStoredAuth()).toBeNull();
  });

  it('is signed out when auth holds no access token and token is absent', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...demoLogin, access_token: '' }));
    expect(readStoredAuth()).toBeNull();
  });
});

describe('replaceStoredTokens', () => {
  it('replaces the access token in both keys and the rotated refresh token, and keeps the rest of the response', () => {
    const response = { ...demoLogin, plan: 'standard' };
    storeAuth(response);
    expect(replaceStoredTokens('refresh-1', 'access-new', 'refresh-2')).toBe(true);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({ ...demoLogin, plan: 'standard', access_token: 'access-new', refresh_token: 'refresh-2' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-new');
  });

  it('keeps the refresh token when an API that does not rotate answered it again', () => {
    storeAuth(demoLogin);
    expect(replaceStoredTokens('refresh-1', 'access-new', 'refresh-1')).toBe(true);
    expect(readStoredAuth()).toEqual({ ...demoLogin, access_token: 'access-new' });
  });

  it('writes when another tab already stored the same successor (both refreshed with one token at once)', () => {
    storeAuth({ ...demoLogin, access_token: 'access-tab-a', refresh_token: 'refresh-2' });
    expect(replaceStoredTokens('refresh-1', 'access-tab-b', 'refresh-2')).toBe(true);
    expect(readStoredAuth()).toMatchObject({ access_token: 'access-tab-b', refresh_token: 'refresh-2' });
  });

  it('writes nothing when the session was ended meanwhile', () => {
    expect(replaceStoredTokens('refresh-1', 'access-new', 'refresh-2')).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('writes nothing when another session replaced this one', () => {
    storeAuth({ ...demoLogin, refresh_token: 'refresh-other' });
    expect(replaceStoredTokens('refresh-1', 'access-new', 'refresh-2')).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-old');
  });
});

describe('clearAllStorage', () => {
  it('clears every key, not only ours', () => {
    storeAuth(demoLogin);
    localStorage.setItem('some-section-setting', '1');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
  });
});

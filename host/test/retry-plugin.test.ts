import networkRetryPlugin, { backoff, fetchWithRetry, RETRIES } from '../src/federation/retry-plugin';

const ok = () => new Response('{}', { status: 200 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function settle<T>(promise: Promise<T>): Promise<T> {
  await jest.runAllTimersAsync();
  return promise;
}

describe('fetchWithRetry', () => {
  it('retries a network failure twice, then succeeds', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok());
    const response = await settle(fetchWithRetry('http://x.test/mf-manifest.json', {}));
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1 + RETRIES);
  });

  it('gives up after two retries with the last error', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const result = fetchWithRetry('http://x.test/mf-manifest.json', {}).catch((e: unknown) => e);
    await jest.runAllTimersAsync();
    expect(await result).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('retries a 503 but answers a 404 at once', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(ok());
    expect((await settle(fetchWithRetry('http://x.test/a', {}))).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockReset().mockResolvedValue(new Response('', { status: 404 }));
    expect((await settle(fetchWithRetry('http://x.test/b', {}))).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits longer before each retry', () => {
    expect(backoff(1)).toBe(300);
    expect(backoff(2)).toBe(900);
  });
});

describe('entry script retry', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof networkRetryPlugin>['loadEntryError']>>[0];

  function args(getRemoteEntry: jest.Mock): Args {
    return {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'chatsettings', entry: 'http://x.test/remoteEntry.js' },
      globalLoading: { 'chatsettings:http://x.test/remoteEntry.js': Promise.reject(new Error('x')).catch(() => undefined) },
      uniqueKey: 'chatsettings:http://x.test/remoteEntry.js',
    } as unknown as Args;
  }

  it('loads the entry again, forgetting the failed load first', async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('again')).mockResolvedValueOnce(container);
    const hookArgs = args(getRemoteEntry);
    const plugin = networkRetryPlugin();
    const recovered = await settle(Promise.resolve(plugin.loadEntryError?.(hookArgs)));
    expect(recovered).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(hookArgs.globalLoading[hookArgs.uniqueKey]).toBeUndefined();
  });

  it('returns nothing when every retry fails, so the fallback takes over', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('down'));
    const recovered = await settle(Promise.resolve(networkRetryPlugin().loadEntryError?.(args(getRemoteEntry))));
    expect(recovered).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(RETRIES);
  });
});

describe('configureAuth', () => {
  it('refuses to hand out a base URL before it is configured, saying what to do', async () => {
    await jest.isolateModulesAsync(async () => {
      const { getApiBaseUrl } = await import('../src/config');
      expect(() => getApiBaseUrl()).toThrow(/configureAuth\(\{ apiBaseUrl \}\)/);
    });
  });

  it('makes httpClient fail loudly when used before configuration', async () => {
    await jest.isolateModulesAsync(async () => {
      const { httpClient } = await import('../src/http-client');
      expect(() => httpClient.get('me')).toThrow(/not configured/);
    });
  });

  it('can run after httpClient was imported, and drops a trailing slash', async () => {
    await jest.isolateModulesAsync(async () => {
      const { httpClient } = await import('../src/http-client');
      const { configureAuth, getApiBaseUrl } = await import('../src/config');
      configureAuth({ apiBaseUrl: 'http://late.test/api/v1/' });
      expect(getApiBaseUrl()).toBe('http://late.test/api/v1');
      const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
      await httpClient.get('me').json();
      const request = fetchSpy.mock.calls[0]?.[0];
      expect(request instanceof Request ? request.url : request).toBe('http://late.test/api/v1/me');
    });
  });

  it('rejects an empty base URL', async () => {
    await jest.isolateModulesAsync(async () => {
      const { configureAuth } = await import('../src/config');
      expect(() => configureAuth({ apiBaseUrl: '  ' })).toThrow(/non-empty apiBaseUrl/);
    });
  });
});

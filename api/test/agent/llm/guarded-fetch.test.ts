import { createGuardedFetch } from '../../../src/agent/llm/guarded-fetch';

describe('the LLM fetch guard', () => {
  const seen: { url: string; redirect: RequestInit['redirect'] }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    seen.push({ url: input.toString(), redirect: init?.redirect });
    return new Response('{}', { status: 200 });
  };
  const lookup = async (host: string) => {
    const table: Record<string, string> = { 'llm.example.com': '203.0.114.7', 'ollama.internal': '10.0.0.5', 'metadata.evil': '169.254.169.254' };
    const address = table[host];
    return address ? [{ address, family: 4 as const }] : [];
  };

  it('lets public addresses through, without following redirects', async () => {
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: false, lookup, fetchImpl });
    expect((await guarded('https://llm.example.com/v1/chat/completions', { method: 'POST' })).status).toBe(200);
    expect(seen.at(-1)).toEqual({ url: 'https://llm.example.com/v1/chat/completions', redirect: 'error' });
  });

  it('lets private addresses through only when the server allows them', async () => {
    await expect(createGuardedFetch({ allowPrivateNetworkTargets: false, lookup, fetchImpl })('http://ollama.internal:11434/v1/models')).rejects.toThrow(TypeError);
    await expect(createGuardedFetch({ allowPrivateNetworkTargets: false, lookup, fetchImpl })('http://127.0.0.1:11434/v1/models')).rejects.toThrow(TypeError);
    expect((await createGuardedFetch({ allowPrivateNetworkTargets: true, lookup, fetchImpl })('http://ollama.internal:11434/v1/models')).status).toBe(200);
  });

  it('never reaches link-local or metadata addresses, by name or literal, nor a name that does not resolve', async () => {
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: true, lookup, fetchImpl });
    const before = seen.length;
    await expect(guarded('http://metadata.evil/latest')).rejects.toThrow(TypeError);
    await expect(guarded('http://169.254.169.254/latest')).rejects.toThrow(TypeError);
    await expect(guarded('http://[fe80::1]/v1')).rejects.toThrow(TypeError);
    await expect(guarded('http://nowhere.example/v1')).rejects.toThrow(TypeError);
    expect(seen.length).toBe(before);
  });
});

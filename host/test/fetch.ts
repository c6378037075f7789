/**
 * Replaces global fetch with a function of the Request. The body is read first, as a real fetch
 * sends it: ky waits for the request bodies it cloned to be consumed, and an unread one hangs the call.
 */
export function mockFetch(route: (request: Request) => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const sent = new Request(input, init);
    const body = sent.body === null ? null : await sent.arrayBuffer();
    return route(new Request(sent.url, { method: sent.method, headers: sent.headers, body }));
  });
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

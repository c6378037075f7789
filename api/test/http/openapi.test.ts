import { createTestContext, type TestContext } from '../helper';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; responses: Record<string, unknown>; security?: unknown[] }>>;
}

describe('OpenAPI document', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('is served at /api/docs/json, generated from the shared zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApiDocument>();

    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/v1/login']?.post;
    expect(login).toBeDefined();
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(['email', 'password']);
    expect(body?.required).toEqual(['email', 'password']);
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429']));

    expect(doc.paths['/api/v1/access-token']?.post).toBeDefined();
    expect(doc.paths['/api/v1/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/logout']?.post).toBeDefined();
    expect(doc.paths['/api/health']?.get).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('documents every conversation-settings endpoint, all behind the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const expected: [string, string][] = [
      ['/api/v1/chat-ui-settings/', 'get'],
      ['/api/v1/chat-ui-settings/', 'put'],
      ['/api/v1/quick-replies/', 'get'],
      ['/api/v1/quick-replies/', 'post'],
      ['/api/v1/quick-replies/order', 'put'],
      ['/api/v1/quick-replies/{id}', 'get'],
      ['/api/v1/quick-replies/{id}', 'put'],
      ['/api/v1/quick-replies/{id}', 'delete'],
      ['/api/v1/fixed-messages/', 'put'],
      ['/api/v1/detail-ai-settings/', 'put'],
      ['/api/v1/detail-ai-settings/connection-test', 'post'],
      ['/api/v1/detail-ai-settings/embedding-connection-test', 'post'],
      ['/api/v1/forbidden-words/', 'get'],
      ['/api/v1/forbidden-words/import', 'post'],
      ['/api/v1/forbidden-words/import/file', 'post'],
      ['/api/v1/forbidden-words/export', 'get'],
      ['/api/v1/forbidden-words/try', 'post'],
      ['/api/v1/forbidden-urls/{id}', 'delete'],
      ['/api/v1/line-login-settings/', 'put'],
      ['/api/v1/visitor-accounts/', 'get'],
      ['/api/v1/visitor-accounts/{id}', 'get'],
      ['/api/v1/url-settings/', 'put'],
      ['/api/v1/embed-snippet/', 'get'],
    ];
    for (const [path, method] of expected) {
      expect({ path, method, security: doc.paths[path]?.[method]?.security }).toEqual({ path, method, security: [{ bearerAuth: [] }] });
    }
    const aiResponse = JSON.stringify(doc.paths['/api/v1/detail-ai-settings/']?.get?.responses);
    expect(aiResponse).toContain('api_key_status');
    expect(aiResponse).toContain('embedding_api_key_status');
    expect(aiResponse).not.toMatch(/"(embedding_)?api_key"/);
  });

  it('has a browsable UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

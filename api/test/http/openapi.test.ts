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

  it('has a browsable UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});

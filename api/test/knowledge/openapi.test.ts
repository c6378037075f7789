import { createTestContext, type TestContext, testDatabase } from '../helper';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
}

describe(`the knowledge endpoints in the OpenAPI document (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('documents every knowledge endpoint, all behind the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const expected: [string, string, string][] = [
      ['/api/v1/knowledge-items/', 'get', '200'],
      ['/api/v1/knowledge-items/', 'post', '201'],
      ['/api/v1/knowledge-items/upload', 'post', '201'],
      ['/api/v1/knowledge-items/url', 'post', '201'],
      ['/api/v1/knowledge-items/search-test', 'post', '200'],
      ['/api/v1/knowledge-items/qa-import', 'post', '200'],
      ['/api/v1/knowledge-items/qa-export', 'get', '200'],
      ['/api/v1/knowledge-items/{id}', 'get', '200'],
      ['/api/v1/knowledge-items/{id}', 'put', '200'],
      ['/api/v1/knowledge-items/{id}', 'delete', '204'],
      ['/api/v1/knowledge-items/{id}/file', 'put', '200'],
      ['/api/v1/knowledge-items/{id}/reindex', 'post', '202'],
    ];
    for (const [path, method, success] of expected) {
      const operation = doc.paths[path]?.[method];
      expect({ path, method, documented: operation !== undefined }).toEqual({ path, method, documented: true });
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toContain(success);
    }
  });
});

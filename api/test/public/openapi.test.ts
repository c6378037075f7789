import { createTestContext, type TestContext, testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS } from './public-fixtures';

interface OpenApiDocument {
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses: Record<string, unknown> }>>;
}

describe(`the widget's public API in the OpenAPI document (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(PUBLIC_APP_OPTIONS);
  });
  afterAll(() => t?.close());

  it('documents every public endpoint under the widget tag, with the visitor token where one is needed, and the owner trace', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const P = '/api/v1/public/widget/{agentId}';
    const expected: [string, string, string, boolean][] = [
      [`${P}/widget.js`, 'get', '200', false],
      [`${P}/frame`, 'get', '200', false],
      [`${P}/config`, 'get', '200', false],
      [`${P}/conversations`, 'post', '200', false],
      [`${P}/conversations/{conversationId}/messages`, 'get', '200', true],
      [`${P}/conversations/{conversationId}/messages`, 'post', '200', true],
      [`${P}/messages/{messageId}/feedback`, 'put', '204', true],
      [`${P}/forms/{formId}/answers`, 'post', '201', true],
      [`${P}/speech`, 'post', '200', true],
      ['/api/v1/public/widget-assets/{file}', 'get', '200', false],
    ];
    for (const [path, method, success, bearer] of expected) {
      const operation = doc.paths[path]?.[method];
      expect({ path, method, documented: operation !== undefined }).toEqual({ path, method, documented: true });
      expect(operation?.tags).toEqual(['widget']);
      expect(operation?.security).toEqual(bearer ? [{ bearerAuth: [] }] : undefined);
      expect(Object.keys(operation?.responses ?? {})).toContain(success);
    }
    const trace = doc.paths['/api/v1/chat-test/messages/{messageId}/trace']?.get;
    expect(trace?.tags).toEqual(['chat-test']);
    expect(trace?.security).toEqual([{ bearerAuth: [] }]);
  });
});

import { createTestContext, type TestContext } from '../helper';

interface OpenApiOperation {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

describe('OpenAPI document: avatar settings', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it('documents every avatar-settings endpoint, all behind the bearer token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    const expected: [string, string][] = [
      ['/api/v1/avatar-settings/', 'get'],
      ['/api/v1/avatar-settings/', 'put'],
      ['/api/v1/voice-settings/', 'get'],
      ['/api/v1/voice-settings/', 'put'],
      ['/api/v1/voice-settings/voicevox-speakers', 'get'],
      ['/api/v1/voice-settings/voicevox-preview', 'post'],
      ['/api/v1/emotion-states/', 'get'],
      ['/api/v1/emotion-states/', 'put'],
      ['/api/v1/basic-agent-settings/', 'get'],
      ['/api/v1/basic-agent-settings/', 'put'],
    ];
    for (const [path, method] of expected) {
      expect({ path, method, security: doc.paths[path]?.[method]?.security }).toEqual({ path, method, security: [{ bearerAuth: [] }] });
    }
    const preview = doc.paths['/api/v1/voice-settings/voicevox-preview']?.post?.responses['200']?.content;
    expect(preview?.['audio/wav']?.schema).toMatchObject({ type: 'string', format: 'binary' });
  });
});

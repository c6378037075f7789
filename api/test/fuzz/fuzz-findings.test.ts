import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type OwnerSession, type TestContext } from '../helper';
import { type OpenApiDocument, openApiDocument } from '../http/openapi-operations';
import { handmadePng, multipartFile } from '../media/media-fixtures';
import { PUBLIC_APP_OPTIONS } from '../public/public-fixtures';
import { responseChecker } from './response-check';

/**
 * What the fuzz run over the OpenAPI document found, each answered at its cause (the document said
 * less than the API answers): one request that showed it, checked against the served document.
 */
describe('fuzz findings', () => {
  let t: TestContext;
  let session: OwnerSession;
  let document: OpenApiDocument;
  const check = responseChecker();
  beforeAll(async () => {
    t = await createTestContext(PUBLIC_APP_OPTIONS);
    session = await t.ownerSession();
    document = await openApiDocument(t.app);
  });
  afterAll(() => t?.close());

  const documented = (method: string, path: string, response: LightMyRequestResponse): string | null => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the document`);
    return check(`${method} ${path}`, operation.responses, response);
  };

  it('documents the 415 of a JSON body sent as another type, and the 413 of one past the limit', async () => {
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/v1/quick-replies/', headers: { ...session.headers, 'content-type': 'text/csv' }, payload: '{}' });
    expect(wrongType.statusCode).toBe(415);
    expect(documented('POST', '/api/v1/quick-replies/', wrongType)).toBeNull();
    const tooLarge = await t.app.inject({ method: 'PUT', url: '/api/v1/chat-ui-settings/', headers: { ...session.headers, 'content-type': 'application/json' }, payload: `{"title":"${'a'.repeat(1_100_000)}"}` });
    expect(tooLarge.statusCode).toBe(413);
    expect(documented('PUT', '/api/v1/chat-ui-settings/', tooLarge)).toBeNull();
  });

  it('documents the 429 of the per-address budget on the routes it guards, and not on those that opt out', async () => {
    // A small budget of its own, so the refusal comes after a few requests.
    const limited = await createTestContext({ ...PUBLIC_APP_OPTIONS, rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const owner = await limited.ownerSession();
      let refused: LightMyRequestResponse | undefined;
      for (let i = 0; i < 10 && !refused; i += 1) {
        const response = await limited.app.inject({ method: 'GET', url: '/api/v1/chat-ui-settings/', headers: owner.headers });
        if (response.statusCode === 429) refused = response;
      }
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json()).toMatchObject({ code: 'too_many_requests' });
      expect(documented('GET', '/api/v1/chat-ui-settings/', refused as LightMyRequestResponse)).toBeNull();
    } finally {
      await limited.close();
    }
    // The health check is exempt (a load balancer probes it), and the document says nothing of a 429 there.
    const health = Object.entries(document.paths).find(([path]) => path.endsWith('/health'))?.[1];
    expect(health?.get?.responses).toBeDefined();
    expect(Object.keys(health?.get?.responses ?? {})).not.toContain('429');
  });

  it('documents the 400 of a query parameter refused by its schema on the widget frame', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/public/widget/${session.owner.agentId}/frame?preview=2` });
    expect(response.statusCode).toBe(400);
    expect(documented('GET', '/api/v1/public/widget/{agentId}/frame', response)).toBeNull();
  });

  it("documents public media's 404, 206 and 304, and the file's own type", async () => {
    const path = '/api/v1/public/media/{agentId}/{id}';
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/public/media/${session.owner.agentId}/00000000-0000-4000-8000-000000000000` });
    expect(missing.statusCode).toBe(404);
    expect(documented('GET', path, missing)).toBeNull();
    const upload = multipartFile(handmadePng(2, 2), 'logo.png', 'image/png');
    const item = (await t.app.inject({ method: 'POST', url: '/api/v1/media/', headers: { ...session.headers, ...upload.headers }, payload: upload.payload })).json<{ id: string }>();
    const url = `/api/v1/public/media/${session.owner.agentId}/${item.id}`;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(documented('GET', path, whole)).toBeNull();
    const range = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(documented('GET', path, range)).toBeNull();
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(whole.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expect(documented('GET', path, cached)).toBeNull();
  });

  it("documents the LINE pop-up's refusal pages, and the JSON refusal of a callback query", async () => {
    const noState = await t.app.inject({ method: 'GET', url: '/api/v1/public/line/callback' });
    expect({ status: noState.statusCode, type: noState.headers['content-type'] }).toEqual({ status: 400, type: 'text/html; charset=utf-8' });
    expect(documented('GET', '/api/v1/public/line/callback', noState)).toBeNull();
    const nul = await t.app.inject({ method: 'GET', url: '/api/v1/public/line/callback?state=a%00b' });
    expect(nul.json()).toMatchObject({ code: 'validation_error' });
    expect(documented('GET', '/api/v1/public/line/callback', nul)).toBeNull();
    const noToken = await t.app.inject({ method: 'GET', url: `/api/v1/public/widget/${session.owner.agentId}/sign-in/line` });
    expect(noToken.statusCode).toBe(401);
    expect(documented('GET', '/api/v1/public/widget/{agentId}/sign-in/line', noToken)).toBeNull();
  });

  it("documents the widget bundle's files as the types they are served with", async () => {
    for (const file of ['frame.3f9a1c.js', 'frame.3f9a1c.css']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/public/widget-assets/${file}` });
      expect(response.statusCode).toBe(200);
      expect(documented('GET', '/api/v1/public/widget-assets/{file}', response)).toBeNull();
    }
  });

  it('lists null in every nullable enum, so a transcript whose answer has no engine meets its schema', () => {
    const nullableEnums: unknown[][] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === 'object') {
        const object = value as Record<string, unknown>;
        if (object.nullable === true && Array.isArray(object.enum)) nullableEnums.push(object.enum);
        Object.values(object).forEach(walk);
      }
    };
    walk(document.paths);
    expect(nullableEnums.length).toBeGreaterThan(5);
    expect(nullableEnums.filter((values) => !values.includes(null))).toEqual([]);
    const transcript = document.paths['/api/v1/conversations/{id}']?.get?.responses['200']?.content?.['application/json']?.schema as {
      properties: { messages: { items: { properties: { engine: { enum: unknown[] } } } } };
    };
    expect(transcript.properties.messages.items.properties.engine.enum).toContain(null);
  });
});

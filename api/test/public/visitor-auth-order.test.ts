import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type Operation, openApiDocument, operationsOf } from '../http/openapi-operations';
import { PUBLIC_APP_OPTIONS } from './public-fixtures';
import { widgetClient } from './widget-client';

const UNAUTHORIZED = { code: 'unauthorized', message: expect.any(String) as unknown };
const SITE = 'https://shop.example.com';

/**
 * Issue #41 point 6: the visitor routes check the visitor token before they read or validate the
 * body (an onRequest hook, as the owner routes do), so a request without one is 401, never a 400
 * with empty fields.
 */
describe(`visitor routes authenticate before they validate (${testDatabase})`, () => {
  let t: TestContext;
  let agentId: string;
  let otherAgentToken: string;
  let visitorRoutes: Operation[];
  beforeAll(async () => {
    t = await createTestContext(PUBLIC_APP_OPTIONS);
    agentId = (await t.ownerSession()).owner.agentId;
    const other = (await t.ownerSession()).owner.agentId;
    otherAgentToken = (await widgetClient(t, other).startOk(SITE)).visitor_token;
    visitorRoutes = operationsOf(await openApiDocument(t.app)).filter((o) => o.path.includes('/public/widget/') && o.security.includes('bearerAuth'));
  });
  afterAll(() => t?.close());

  const urlOf = (operation: Operation) =>
    operation.path.replace('{agentId}', agentId).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

  it('covers the routes the issue names, and every visitor route with a body', () => {
    const withBody = visitorRoutes.filter((o) => o.jsonBody).map((o) => `${o.method} ${o.path}`);
    expect(withBody).toEqual(
      expect.arrayContaining([
        'POST /api/v1/public/widget/{agentId}/speech',
        'POST /api/v1/public/widget/{agentId}/conversations/{conversationId}/messages',
        'PUT /api/v1/public/widget/{agentId}/messages/{messageId}/feedback',
        'POST /api/v1/public/widget/{agentId}/forms/{formId}/answers',
        'POST /api/v1/public/widget/{agentId}/sign-in/mail',
        'POST /api/v1/public/widget/{agentId}/sign-in/mail/verify',
      ]),
    );
  });

  it.each([
    ['no token and a body of nonsense', undefined, JSON.stringify({ nonsense: true })],
    ['no token and an empty object', undefined, '{}'],
    ['no token and malformed JSON', undefined, '{"text": '],
    ['a token that is not one', 'Bearer not.a.token', '{}'],
  ])('answers 401 to %s on every visitor route', async (_label, authorization, payload) => {
    const answers = await Promise.all(
      visitorRoutes.map(async (o) => {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        const withBody = o.method !== 'GET' && o.method !== 'DELETE';
        if (withBody) headers['content-type'] = 'application/json';
        const response = await t.app.inject({ method: o.method as 'POST', url: urlOf(o), headers, ...(withBody ? { payload } : {}) });
        return { route: `${o.method} ${o.path}`, status: response.statusCode, body: response.json<Record<string, unknown>>() };
      }),
    );
    expect(answers.length).toBeGreaterThanOrEqual(8);
    for (const answer of answers) {
      expect(answer).toEqual({ route: answer.route, status: 401, body: UNAUTHORIZED });
      expect(answer.body).not.toHaveProperty('fields');
    }
  });

  it("answers another agent's token with 404, also before the body", async () => {
    for (const o of visitorRoutes.filter((route) => route.jsonBody)) {
      const response = await t.app.inject({ method: o.method as 'POST', url: urlOf(o), headers: { authorization: `Bearer ${otherAgentToken}` }, payload: { nonsense: true } });
      expect({ route: o.path, status: response.statusCode, code: response.json().code }).toEqual({ route: o.path, status: 404, code: 'not_found' });
    }
  });

  it('with a valid token, a wrong body is the 400 with its fields', async () => {
    const started = await widgetClient(t, agentId).startOk(SITE);
    const headers = { authorization: `Bearer ${started.visitor_token}` };
    const speech = await t.app.inject({ method: 'POST', url: `/api/v1/public/widget/${agentId}/speech`, headers, payload: {} });
    expect(speech.statusCode).toBe(400);
    expect(Object.keys(speech.json().fields)).toEqual(['text']);
    const mail = await t.app.inject({ method: 'POST', url: `/api/v1/public/widget/${agentId}/sign-in/mail`, headers, payload: {} });
    expect(mail.statusCode).toBe(400);
    expect(Object.keys(mail.json().fields)).toEqual(['email']);
  });
});

import { formSchema } from 'shared-contracts';
import { type OwnerClient, ownerClient } from '../chatsettings/owner-client';
import { CONTACT_FORM, VALID_ANSWER } from '../forms/form-fixtures';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { decodeJwt } from './jwt-claims';
import { CONSOLE_ORIGINS, PUBLIC_APP_OPTIONS } from './public-fixtures';
import { newVisitor } from './sign-in/sign-in-fixtures';
import { widgetClient } from './widget-client';

const SHOP = 'https://shop.example.com';
const ELSEWHERE = 'https://elsewhere.example.org';
const REFUSED = { code: 'origin_not_allowed', message: 'このサイトではチャットを利用できません' };

/**
 * Issue #41 point 8: a visitor token names the site it was issued for, and every use checks that
 * site against the link settings as they are now: a token issued while every site was allowed
 * stops working on a site the owner has since left out, while the sites still allowed (and the
 * console's preview) carry on.
 */
describe(`a visitor token follows the link settings (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let agentId: string;
  let formId: string;
  beforeAll(async () => {
    t = await createTestContext(PUBLIC_APP_OPTIONS);
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    owner = ownerClient(t, session);
    formId = formSchema.parse((await owner.post('forms', CONTACT_FORM)).json()).id;
  });
  afterAll(() => t?.close());

  const allowAll = () => owner.put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
  const allowOnly = (...origins: string[]) => owner.put('url-settings', { restrict_origins: true, allowed_origins: origins, page_rules: [] });

  it('names the canonical site in the token', async () => {
    expect((await allowAll()).statusCode).toBe(200);
    const started = await widgetClient(t, agentId).startOk('HTTPS://Shop.Example.com:443');
    expect(decodeJwt(started.visitor_token).origin).toBe(SHOP);
  });

  it("refuses every use of a token issued while sites were unrestricted once the owner leaves its site out, and keeps the listed site's", async () => {
    expect((await allowAll()).statusCode).toBe(200);
    const w = widgetClient(t, agentId);
    const stranger = await w.startOk(ELSEWHERE);
    const customer = await w.startOk(SHOP);
    const preview = await w.startOk(CONSOLE_ORIGINS[0] ?? '');
    // Both post while every site is allowed.
    for (const started of [stranger, customer]) {
      expect((await w.send(started.visitor_token, started.conversation_id, { text: 'こんにちは' })).statusCode).toBe(200);
    }

    expect((await allowOnly(SHOP)).statusCode).toBe(200);
    const uses = (token: string, conversationId: string) => ({
      message: () => w.send(token, conversationId, { text: '送料はいくらですか' }),
      history: () => w.messages(token, conversationId),
      feedback: () => w.feedback(token, '00000000-0000-4000-8000-000000000000', 'up'),
      form: () => w.call('POST', `forms/${formId}/answers`, token, { conversation_id: conversationId, values: VALID_ANSWER }),
      speech: () => w.call('POST', 'speech', token, { text: 'こんにちは' }),
      mail: () => w.call('POST', 'sign-in/mail', token, { email: 'visitor@example.com' }),
    });
    for (const [name, use] of Object.entries(uses(stranger.visitor_token, stranger.conversation_id))) {
      const response = await use();
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({ name, status: 403, body: REFUSED });
    }
    // Nothing of the refused message was stored.
    const transcript = await owner.get(`conversations/${stranger.conversation_id}`);
    expect(transcript.json<{ messages: unknown[] }>().messages).toHaveLength(2);

    // The listed site and the console's preview carry on with the tokens they had.
    expect((await uses(customer.visitor_token, customer.conversation_id).message()).statusCode).toBe(200);
    expect((await uses(customer.visitor_token, customer.conversation_id).form()).statusCode).toBe(201);
    expect((await uses(preview.visitor_token, preview.conversation_id).message()).statusCode).toBe(200);

    // Allowed again, the old token works again: the check is of the settings now, not a mark on the token.
    expect((await allowOnly(SHOP, ELSEWHERE)).statusCode).toBe(200);
    expect((await uses(stranger.visitor_token, stranger.conversation_id).message()).statusCode).toBe(200);
  });

  it('refuses the LINE pop-up of a token whose site is no longer allowed, with a page', async () => {
    expect((await allowAll()).statusCode).toBe(200);
    const started = await widgetClient(t, agentId).startOk(ELSEWHERE);
    expect((await allowOnly(SHOP)).statusCode).toBe(200);
    const popup = await t.app.inject({ method: 'GET', url: `/api/v1/public/widget/${agentId}/sign-in/line?visitor_token=${started.visitor_token}` });
    expect(popup.statusCode).toBe(403);
    expect(popup.headers['content-type']).toMatch(/^text\/html/);
    expect(popup.body).toContain('このサイトではチャットを利用できません');
  });

  it('a token from before tokens named their site works while sites are unrestricted, and not once they are', async () => {
    expect((await allowAll()).statusCode).toBe(200);
    const session = await t.ownerSession();
    const w = widgetClient(t, session.owner.agentId);
    const visitor = await newVisitor(t.app, session);
    expect(decodeJwt(visitor.token).origin).toBeUndefined();
    const speech = () => w.call('POST', 'speech', visitor.token, { text: 'こんにちは' });
    // The browser's voice: 409 says the token was taken.
    expect((await speech()).statusCode).toBe(409);
    expect((await ownerClient(t, session).put('url-settings', { restrict_origins: true, allowed_origins: [SHOP], page_rules: [] })).statusCode).toBe(200);
    expect((await speech()).json()).toEqual(REFUSED);
    // The frame's next start on the allowed site trades it for a token that names the site.
    const restarted = await w.startOk(SHOP, visitor.token);
    expect(decodeJwt(restarted.visitor_token)).toMatchObject({ sub: visitor.visitorId, origin: SHOP });
    expect((await w.call('POST', 'speech', restarted.visitor_token, { text: 'こんにちは' })).statusCode).toBe(409);
  });
});

import { SIGN_IN_ERROR_MESSAGES, widgetConfigSchema, type WidgetConfig } from 'shared-contracts';
import { seedSampleAgent } from '#src/seed/sample-agent';
import { CONTACT_FORM, VALID_ANSWER } from '../../forms/form-fixtures';
import { createTestContext, type OwnerSession, TEST_PASSWORD, testDatabase } from '../../helper';
import { PUBLIC_APP_OPTIONS } from '../public-fixtures';
import { parseEventStream, widgetClient } from '../widget-client';
import { allowMail, CHANNEL_A, codeIn, enableLine, type SignInWorld, sendCode, startSignInWorld, verifyCode } from './sign-in-fixtures';

const SITE = 'https://shop.example.jp';

/** The owner's choices on /chatsettings/linelogin as the widget and the public API honour them. */
describe(`sign-in settings in the widget (${testDatabase})`, () => {
  let world: SignInWorld;
  beforeAll(async () => {
    world = await startSignInWorld();
  });
  afterAll(async () => world.close());

  async function newAgent(): Promise<{ owner: OwnerSession; w: ReturnType<typeof widgetClient> }> {
    const owner = await world.ctx.ownerSession();
    const open = await world.app.inject({
      method: 'PUT',
      url: '/api/v1/url-settings',
      headers: owner.headers,
      payload: { restrict_origins: false, allowed_origins: [], page_rules: [] },
    });
    expect(open.statusCode).toBe(200);
    return { owner, w: widgetClient(world.ctx, owner.owner.agentId) };
  }

  async function configOf(w: ReturnType<typeof widgetClient>): Promise<WidgetConfig['sign_in']> {
    return widgetConfigSchema.strict().parse((await w.call('GET', 'config', null)).json()).sign_in;
  }

  /** A visitor of the site with its token and conversation, as POST P/conversations gives them. */
  async function visitorOf(w: ReturnType<typeof widgetClient>, agentId: string) {
    const started = await w.startOk(SITE);
    return { agentId, visitorId: '', token: started.visitor_token, headers: { authorization: `Bearer ${started.visitor_token}` }, started };
  }

  it('offers no mail sign-in for a new agent, and refuses a code until the owner allows it', async () => {
    const { owner, w } = await newAgent();
    expect(await configOf(w)).toEqual({ mail: false, line: false, required: false, required_for_forms: false });
    const visitor = await visitorOf(w, owner.owner.agentId);
    const refused = await sendCode(world.app, visitor, 'before@example.jp');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'sign_in_disabled', message: SIGN_IN_ERROR_MESSAGES.sign_in_disabled });
    expect(world.smtp.messages.some((m) => m.to.includes('before@example.jp'))).toBe(false);

    await allowMail(world.app, owner);
    expect(await configOf(w)).toEqual({ mail: true, line: false, required: false, required_for_forms: false });
    expect((await sendCode(world.app, visitor, 'after@example.jp')).statusCode).toBe(202);
    const code = codeIn((await world.smtp.nextMailTo('after@example.jp')).text);

    // Switching it off ends the codes already mailed too.
    await allowMail(world.app, owner, { mail_enabled: false });
    expect(await configOf(w)).toEqual({ mail: false, line: false, required: false, required_for_forms: false });
    const late = await verifyCode(world.app, visitor, 'after@example.jp', code);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'sign_in_disabled' });
  });

  it('asks for a sign-in before chatting: the message route refuses a visitor without an account until it signs in', async () => {
    const { owner, w } = await newAgent();
    await allowMail(world.app, owner, { sign_in_requirement: 'before_chat' });
    expect(await configOf(w)).toEqual({ mail: true, line: false, required: true, required_for_forms: true });

    const visitor = await visitorOf(w, owner.owner.agentId);
    const refused = await w.send(visitor.token, visitor.started.conversation_id, { text: '営業時間を教えて' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.json()).toEqual({ code: 'sign_in_required', message: SIGN_IN_ERROR_MESSAGES.sign_in_required });
    // Nothing of the refused message was stored.
    expect((await w.messages(visitor.token, visitor.started.conversation_id)).json()).toEqual({ messages: [] });

    await sendCode(world.app, visitor, 'member@example.jp');
    const code = codeIn((await world.smtp.nextMailTo('member@example.jp')).text);
    expect((await verifyCode(world.app, visitor, 'member@example.jp', code)).statusCode).toBe(200);
    const answered = await w.send(visitor.token, visitor.started.conversation_id, { text: '営業時間を教えて' });
    expect(answered.statusCode).toBe(200);
    expect(parseEventStream(answered.body).at(-1)?.event).toBe('done');
  });

  it('requires nothing while no sign-in can be offered, and asks again once LINE is on', async () => {
    const { owner, w } = await newAgent();
    await allowMail(world.app, owner, { mail_enabled: false, sign_in_requirement: 'before_chat' });
    expect(await configOf(w)).toEqual({ mail: false, line: false, required: false, required_for_forms: false });
    const visitor = await visitorOf(w, owner.owner.agentId);
    expect((await w.send(visitor.token, visitor.started.conversation_id, { text: 'こんにちは' })).statusCode).toBe(200);

    const line = await enableLine(world.app, owner, CHANNEL_A);
    expect(line.statusCode).toBe(200);
    // enableLine sends no mail_enabled: the stored choice (off) stays.
    expect(line.json()).toMatchObject({ mail_enabled: false, mail_available: true });
    await world.app.inject({
      method: 'PUT',
      url: '/api/v1/line-login-settings',
      headers: owner.headers,
      payload: { enabled: true, channel_id: CHANNEL_A.channelId, sign_in_requirement: 'before_chat' },
    });
    expect(await configOf(w)).toEqual({ mail: false, line: true, required: true, required_for_forms: true });
    expect((await w.send(visitor.token, visitor.started.conversation_id, { text: 'こんにちは' })).json()).toMatchObject({ code: 'sign_in_required' });
  });

  it('asks for a sign-in only before a form is answered when the owner chose that, and keeps agents apart', async () => {
    const a = await newAgent();
    const b = await newAgent();
    await allowMail(world.app, a.owner, { sign_in_requirement: 'before_chat' });
    await allowMail(world.app, b.owner, { sign_in_requirement: 'before_form' });
    expect(await configOf(a.w)).toEqual({ mail: true, line: false, required: true, required_for_forms: true });
    expect(await configOf(b.w)).toEqual({ mail: true, line: false, required: false, required_for_forms: true });
    const form = (await world.app.inject({ method: 'POST', url: '/api/v1/forms', headers: b.owner.headers, payload: CONTACT_FORM })).json<{ id: string }>();

    const visitor = await visitorOf(b.w, b.owner.owner.agentId);
    const conversation = visitor.started.conversation_id;
    expect((await b.w.send(visitor.token, conversation, { text: 'こんにちは' })).statusCode).toBe(200);
    const refused = await b.w.call('POST', `forms/${form.id}/answers`, visitor.token, { conversation_id: conversation, values: VALID_ANSWER });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'sign_in_required_for_form', message: SIGN_IN_ERROR_MESSAGES.sign_in_required_for_form });

    await sendCode(world.app, visitor, 'form@example.jp');
    const code = codeIn((await world.smtp.nextMailTo('form@example.jp')).text);
    expect((await verifyCode(world.app, visitor, 'form@example.jp', code)).statusCode).toBe(200);
    const answered = await b.w.call('POST', `forms/${form.id}/answers`, visitor.token, { conversation_id: conversation, values: VALID_ANSWER });
    expect(answered.statusCode).toBe(201);
  });
});

describe(`mail sign-in where this server cannot send mail (${testDatabase})`, () => {
  it('saves the owner’s switch, says the server cannot send, and the widget offers no mail', async () => {
    const ctx = await createTestContext({ ...PUBLIC_APP_OPTIONS, signIn: { mail: { kind: 'off' } } });
    try {
      const owner = await ctx.ownerSession();
      await allowMail(ctx.app, owner, { sign_in_requirement: 'before_chat' });
      const settings = (await ctx.app.inject({ method: 'GET', url: '/api/v1/line-login-settings', headers: owner.headers })).json();
      expect(settings).toMatchObject({ mail_enabled: true, mail_available: false, sign_in_requirement: 'before_chat' });
      const config = widgetConfigSchema.parse((await widgetClient(ctx, owner.owner.agentId).call('GET', 'config', null)).json());
      // Required with no way to sign in would shut every visitor out, so it is not.
      expect(config.sign_in).toEqual({ mail: false, line: false, required: false, required_for_forms: false });
    } finally {
      await ctx.close();
    }
  });
});

describe(`the demo sample agent (${testDatabase})`, () => {
  it('offers mail sign-in at once on a local start (codes in the log), without requiring it', async () => {
    const ctx = await createTestContext({ ...PUBLIC_APP_OPTIONS, signIn: { mail: { kind: 'log' } } });
    try {
      const owner = await ctx.createOwner();
      await seedSampleAgent(ctx.app, { email: owner.email, password: TEST_PASSWORD });
      const config = widgetConfigSchema.parse((await widgetClient(ctx, owner.agentId).call('GET', 'config', null)).json());
      expect(config.sign_in).toEqual({ mail: true, line: false, required: false, required_for_forms: false });
    } finally {
      await ctx.close();
    }
  });
});

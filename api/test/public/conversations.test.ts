import { eq } from 'drizzle-orm';
import { decodeJwt } from './jwt-claims';
import { messages } from '../../src/db/schema';
import {
  conversationMessagesResponseSchema,
  messageTraceSchema,
  streamDeltaEventSchema,
  streamDoneEventSchema,
  streamStartEventSchema,
  streamVisitorEventSchema,
} from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type OwnerClient, ownerClient } from '../chatsettings/owner-client';
import { knowledgeClient } from '../knowledge/knowledge-client';
import { CONSOLE_ORIGINS, PUBLIC_APP_OPTIONS } from './public-fixtures';
import { parseEventStream, widgetClient } from './widget-client';

const SITE = 'https://shop.example.com';

describe(`public widget conversations (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let agentId: string;
  let otherAgentId: string;
  let otherOwner: OwnerClient;
  beforeAll(async () => {
    t = await createTestContext(PUBLIC_APP_OPTIONS);
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    owner = ownerClient(t, session);
    const otherSession = await t.ownerSession();
    otherAgentId = otherSession.owner.agentId;
    otherOwner = ownerClient(t, otherSession);
    const k = knowledgeClient(t, session);
    const qa = await k.create({ type: 'qa', question: '返品できますか', answer: '商品到着から8日以内でしたら返品を承ります。', alternatives: ['返品したい'] });
    expect((await k.settled(qa.id)).status).toBe('ready');
  });
  afterAll(() => t?.close());

  describe('origins', () => {
    it('starts on any site while the owner does not restrict sites, with a 30-day widget token', async () => {
      await owner.put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
      const started = await widgetClient(t, agentId).startOk('https://anywhere.example.org');
      expect(started.preview).toBe(false);
      expect(started.messages).toEqual([]);
      expect(started.account).toBeNull();
      const claims = decodeJwt(started.visitor_token);
      expect(claims.aud).toBe('widget');
      expect(claims.agent_id).toBe(agentId);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 24 * 60 * 60);
    });

    it("refuses a site outside the owner's list with 403 and a Japanese message, and takes the listed ones", async () => {
      await owner.put('url-settings', { restrict_origins: true, allowed_origins: [SITE], page_rules: [] });
      const refused = await widgetClient(t, agentId).start('https://evil.example.net');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'origin_not_allowed', message: 'このサイトではチャットを利用できません' });
      for (const spelling of [SITE, 'HTTPS://SHOP.example.com:443', `${SITE}/`]) {
        expect((await widgetClient(t, agentId).start(spelling)).statusCode).toBe(200);
      }
      expect((await widgetClient(t, agentId).start(`${SITE}/path`)).statusCode).toBe(403);
      expect((await widgetClient(t, agentId).start('null')).statusCode).toBe(403);
    });

    it("marks a conversation from the console's own origin as a preview, even when the list does not name it", async () => {
      const started = await widgetClient(t, agentId).startOk(CONSOLE_ORIGINS[0] ?? '');
      expect(started.preview).toBe(true);
    });
  });

  describe('a conversation', () => {
    it('streams a knowledge answer as visitor, start, deltas and done, stores it, and resumes it on the next page', async () => {
      const w = widgetClient(t, agentId);
      const started = await w.startOk(SITE);
      const response = await w.send(started.visitor_token, started.conversation_id, { text: '返品したいのですが' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache, no-transform');
      expect(response.headers['x-accel-buffering']).toBe('no');

      const events = parseEventStream(response.body);
      const names = events.map((e) => e.event);
      expect(names[0]).toBe('visitor');
      expect(names[1]).toBe('start');
      expect(names.at(-1)).toBe('done');
      expect(names.slice(2, -1).length).toBeGreaterThan(0);
      expect(new Set(names.slice(2, -1))).toEqual(new Set(['delta']));

      const visitorId = streamVisitorEventSchema.parse(events[0]?.data).id;
      const { message_id: answerId } = streamStartEventSchema.parse(events[1]?.data);
      const text = events.slice(2, -1).map((e) => streamDeltaEventSchema.parse(e.data).text).join('');
      const done = streamDoneEventSchema.parse(events.at(-1)?.data);
      expect(done.id).toBe(answerId);
      expect(done.role).toBe('agent');
      expect(done.text).toBe(text);
      expect(done.text).toContain('8日以内');

      // The owner's /chatui trace of the same answer: which engine, on which passage, how fast.
      const trace = messageTraceSchema.strict().parse((await owner.get(`chat-test/messages/${answerId}/trace`)).json());
      expect(trace.message_id).toBe(answerId);
      expect(trace.engine).toBe('knowledge_qa');
      expect(trace.passages.map((p) => p.title)).toContain('返品できますか');
      expect(trace.timing.total_ms).toBeGreaterThanOrEqual(0);
      expect((await otherOwner.get(`chat-test/messages/${answerId}/trace`)).statusCode).toBe(404);
      expect((await owner.get(`chat-test/messages/${visitorId}/trace`)).statusCode).toBe(404);
      expect((await owner.get('chat-test/messages/not-an-id/trace')).statusCode).toBe(404);

      const listed = conversationMessagesResponseSchema.parse((await w.messages(started.visitor_token, started.conversation_id)).json());
      expect(listed.messages.map((m) => [m.id, m.role])).toEqual([
        [visitorId, 'visitor'],
        [answerId, 'agent'],
      ]);

      const resumed = await w.startOk(SITE, started.visitor_token);
      expect(resumed.conversation_id).toBe(started.conversation_id);
      expect(resumed.messages.map((m) => m.id)).toEqual([visitorId, answerId]);
    });

    it('stores feedback on an answer, takes it back with null, and refuses it on a visitor message', async () => {
      const w = widgetClient(t, agentId);
      const started = await w.startOk(SITE);
      const events = parseEventStream((await w.send(started.visitor_token, started.conversation_id, { text: '返品できますか' })).body);
      const answerId = streamStartEventSchema.parse(events[1]?.data).message_id;
      const visitorMessageId = streamVisitorEventSchema.parse(events[0]?.data).id;

      expect((await w.feedback(started.visitor_token, answerId, 'up')).statusCode).toBe(204);
      const feedbackOf = async () =>
        conversationMessagesResponseSchema.parse((await w.messages(started.visitor_token, started.conversation_id)).json()).messages.find((m) => m.id === answerId)?.feedback;
      expect(await feedbackOf()).toBe('up');
      expect((await w.feedback(started.visitor_token, answerId, null)).statusCode).toBe(204);
      expect(await feedbackOf()).toBeNull();
      expect((await w.feedback(started.visitor_token, visitorMessageId, 'down')).statusCode).toBe(404);
      const wrong = await w.call('PUT', `messages/${answerId}/feedback`, started.visitor_token, { value: 'great' });
      expect(wrong.statusCode).toBe(400);
    });

    it('refuses an empty message with 400 and a missing token with 401, in Japanese', async () => {
      const w = widgetClient(t, agentId);
      const started = await w.startOk(SITE);
      const empty = await w.send(started.visitor_token, started.conversation_id, { text: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ text: 'メッセージを入力してください' });
      const anonymous = await w.call('GET', `conversations/${started.conversation_id}/messages`, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 'unauthorized', message: 'チャットの有効期限が切れました。ページを再読み込みしてください' });
      const forged = await w.messages(`${started.visitor_token.slice(0, -4)}AAAA`, started.conversation_id);
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('isolation', () => {
    it("answers 404 to a visitor token of another agent, another agent's message ids and another visitor's conversation", async () => {
      await owner.put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
      const mine = widgetClient(t, agentId);
      const started = await mine.startOk(SITE);
      const events = parseEventStream((await mine.send(started.visitor_token, started.conversation_id, { text: '返品できますか' })).body);
      const answerId = streamStartEventSchema.parse(events[1]?.data).message_id;

      const theirs = widgetClient(t, otherAgentId);
      const expectNotFound = (response: { statusCode: number; json(): unknown }) => {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'チャットが見つかりません。ページを再読み込みしてください' });
      };
      expectNotFound(await theirs.messages(started.visitor_token, started.conversation_id));
      expectNotFound(await theirs.send(started.visitor_token, started.conversation_id, { text: 'こんにちは' }));
      expectNotFound(await theirs.feedback(started.visitor_token, answerId, 'up'));

      // The other agent's own visitor cannot reach this agent's conversation or message either.
      const stranger = await theirs.startOk(SITE);
      expectNotFound(await theirs.messages(stranger.visitor_token, started.conversation_id));
      expectNotFound(await theirs.feedback(stranger.visitor_token, answerId, 'down'));
      expectNotFound(await theirs.send(stranger.visitor_token, started.conversation_id, { text: 'こんにちは' }));

      // Another visitor of the same agent neither.
      const neighbour = await mine.startOk(SITE);
      expectNotFound(await mine.messages(neighbour.visitor_token, started.conversation_id));
      expectNotFound(await mine.feedback(neighbour.visitor_token, answerId, 'down'));

      // A token of another agent starts a new visitor there, never resumes this one.
      const elsewhere = await theirs.startOk(SITE, started.visitor_token);
      expect(elsewhere.conversation_id).not.toBe(started.conversation_id);
      expect(decodeJwt(elsewhere.visitor_token).sub).not.toBe(decodeJwt(started.visitor_token).sub);
    });

    it("answers 404 to a message once the agent's owner is deleted, and stores nothing", async () => {
      const session = await t.ownerSession();
      const w = widgetClient(t, session.owner.agentId);
      const started = await w.startOk(SITE);
      await t.app.repositories.owners.softDelete(session.owner.id);

      const refused = await w.send(started.visitor_token, started.conversation_id, { text: '返品できますか' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'not_found', message: 'チャットが見つかりません。ページを再読み込みしてください' });
      const stored = await t.app.database.db.select().from(messages).where(eq(messages.conversationId, started.conversation_id));
      expect(stored).toEqual([]);
    });

    it('never takes an owner access token as a visitor token, nor a visitor token on an owner route', async () => {
      const session = await t.ownerSession();
      const w = widgetClient(t, session.owner.agentId);
      const started = await w.startOk(SITE);
      const ownerToken = session.headers.authorization.slice('Bearer '.length);
      expect((await w.messages(ownerToken, started.conversation_id)).statusCode).toBe(401);
      const asOwner = await t.app.inject({ method: 'GET', url: '/api/v1/chat-ui-settings', headers: { authorization: `Bearer ${started.visitor_token}` } });
      expect(asOwner.statusCode).toBe(401);
    });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXED_MESSAGES_DEFAULTS, type MediaItem, mediaItemSchema, quickReplySchema, widgetConfigSchema } from 'shared-contracts';
import { type AgentDeps, runTurn, startOrResumeConversation, type TurnEvent } from '../../src/domains/agent';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { widgetClient } from '../public/widget-client';
import { mediaClient, publicPath } from './media-client';
import { encodedImage, pdf } from './media-fixtures';

jest.setTimeout(60_000);

const IMAGE_NOT_FOUND = 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください';

describe(`pictures in quick replies and fixed messages (${testDatabase})`, () => {
  let t: TestContext;
  let dir: string;
  let session: OwnerSession;
  let owner: ReturnType<typeof mediaClient>;
  let other: ReturnType<typeof mediaClient>;
  let picture: MediaItem;
  let document: MediaItem;
  let foreign: MediaItem;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-in-replies-test-'));
    t = await createTestContext({ media: { kind: 'local', dir }, publicApiUrl: 'https://api.example.jp' });
    session = await t.ownerSession();
    owner = mediaClient(t, session);
    other = mediaClient(t, await t.ownerSession());
    picture = await owner.uploadOk(await encodedImage('png', 4, 4), '店内の写真.png');
    document = await owner.uploadOk(pdf(), '料金表.pdf');
    foreign = await other.uploadOk(await encodedImage('png'), 'よその写真.png');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/quick-replies', headers: session.headers, payload });
  const fixedReply = (imageMediaId: string | null) => ({
    label: '店内の様子',
    action: { type: 'fixed_reply', message: '店内はこのような雰囲気です。', image_media_id: imageMediaId },
  });
  const fixedMessages = (images: Record<string, string | null>) => ({ ...FIXED_MESSAGES_DEFAULTS, images: { ...FIXED_MESSAGES_DEFAULTS.images, ...images } });

  async function answerTo(input: { quickReplyId?: string; text?: string }) {
    const deps: AgentDeps = { db: t.app.database.db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox };
    const agentId = session.owner.agentId;
    const started = await startOrResumeConversation(t.app.database.db, { agentId, origin: 'https://shop.example.com', preview: false });
    const events: TurnEvent[] = [];
    for await (const event of runTurn(deps, { agentId, conversationId: started.conversation.id, visitorId: started.visitorId, ...input })) events.push(event);
    const last = events.at(-1);
    if (last?.type !== 'done') throw new Error(`no answer: ${JSON.stringify(events)}`);
    return last.message;
  }

  it('keeps quick replies and fixed messages saved without a picture valid, as text only', async () => {
    const created = await post({ label: '送料', action: { type: 'fixed_reply', message: '全国一律500円です。' } });
    expect(created.statusCode).toBe(201);
    expect(quickReplySchema.parse(created.json()).action).toEqual({ type: 'fixed_reply', message: '全国一律500円です。', image_media_id: null });
    const { images: _omitted, ...withoutImages } = FIXED_MESSAGES_DEFAULTS;
    const saved = await owner.put('fixed-messages', withoutImages);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ images: { greeting: null, fallback: null, forbidden_refusal: null, error: null, outside_hours: null } });
    const answer = await answerTo({ quickReplyId: quickReplySchema.parse(created.json()).id });
    expect(answer.images).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/quick-replies/${quickReplySchema.parse(created.json()).id}`, headers: session.headers })).statusCode).toBe(204);
  });

  it("refuses another owner's file, a PDF and an unknown id with the message under the field, never 500", async () => {
    for (const id of [foreign.id, document.id, '00000000-0000-4000-8000-000000000000']) {
      const quick = await post(fixedReply(id));
      expect(quick.statusCode).toBe(400);
      expect(quick.json()).toMatchObject({ code: 'validation_error', fields: { 'action.image_media_id': IMAGE_NOT_FOUND } });
      const fixed = await owner.put('fixed-messages', fixedMessages({ fallback: id }));
      expect(fixed.statusCode).toBe(400);
      expect(fixed.json()).toMatchObject({ code: 'validation_error', fields: { 'images.fallback': IMAGE_NOT_FOUND } });
    }
    const malformed = await post(fixedReply('not-an-id'));
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('画像の指定が正しくありません。メディアライブラリから選び直してください');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/quick-replies', headers: session.headers });
    expect(list.json()).toEqual({ data: [] });
  });

  it("shows the greeting's picture in the widget (not with a page's own greeting), counted in use, and refuses a foreign one", async () => {
    const greetingPicture = await owner.uploadOk(await encodedImage('png', 4, 4), 'ようこそ.png');
    const refused = await owner.put('fixed-messages', fixedMessages({ greeting: foreign.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_error', fields: { 'images.greeting': IMAGE_NOT_FOUND } });
    expect((await owner.put('fixed-messages', fixedMessages({ greeting: greetingPicture.id }))).statusCode).toBe(200);
    const pageRules = {
      restrict_origins: false,
      allowed_origins: [],
      page_rules: [{ pattern: 'https://shop.example.com/sale/*', action: { type: 'greeting', message: 'セール会場へようこそ' } }],
    };
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/url-settings', headers: session.headers, payload: pageRules })).statusCode).toBe(200);

    const widget = widgetClient(t, session.owner.agentId);
    const config = widgetConfigSchema.parse((await widget.call('GET', 'config', null)).json());
    expect(config.agent.greeting).toBe('こんにちは、AIアシスタントです。ご質問をどうぞ。');
    expect(config.agent.greeting_images).toEqual([{ url: greetingPicture.url, alt: 'ようこそ.png' }]);
    const onSale = widgetConfigSchema.parse((await widget.call('GET', `config?page=${encodeURIComponent('https://shop.example.com/sale/1')}`, null)).json());
    expect(onSale.agent).toMatchObject({ greeting: 'セール会場へようこそ', greeting_images: [] });

    expect(mediaItemSchema.parse((await owner.get(greetingPicture.id)).json()).used_in).toEqual([
      { place: 'fixed_message', label: '固定メッセージ「あいさつ」', path: '/chatsettings/fixedmessage' },
    ]);
    // Deleted anyway: the greeting goes on as text.
    expect((await owner.delete(greetingPicture.id, { force: 'true' })).statusCode).toBe(204);
    expect(widgetConfigSchema.parse((await widget.call('GET', 'config', null)).json()).agent.greeting_images).toEqual([]);
    expect((await owner.put('fixed-messages', fixedMessages({}))).statusCode).toBe(200);
  });

  it('sends the picture with the answer, warns before deleting it, and a forced delete leaves text only', async () => {
    const created = await post(fixedReply(picture.id));
    expect(created.statusCode).toBe(201);
    const quickReply = quickReplySchema.parse(created.json());
    expect(quickReply.action).toMatchObject({ image_media_id: picture.id });
    expect((await owner.put('fixed-messages', fixedMessages({ fallback: picture.id, outside_hours: picture.id }))).statusCode).toBe(200);

    const answer = await answerTo({ quickReplyId: quickReply.id });
    expect(answer.text).toBe('店内はこのような雰囲気です。');
    expect(answer.images).toEqual([{ url: picture.url, alt: picture.name }]);
    expect(picture.url.startsWith(`https://api.example.jp/api/v1/public/media/${session.owner.agentId}/${picture.id}/`)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: publicPath(picture.url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // Nothing in the knowledge answers this, so the fallback message goes, with its picture.
    const fallback = await answerTo({ text: '駐車場はありますか' });
    expect(fallback.text).toBe(FIXED_MESSAGES_DEFAULTS.messages.fallback);
    expect(fallback.images).toEqual([{ url: picture.url, alt: picture.name }]);

    const detail = mediaItemSchema.parse((await owner.get(picture.id)).json());
    expect(detail.used_in).toEqual([
      { place: 'quick_reply', label: 'クイックリプライ「店内の様子」', path: '/chatsettings/quickreply' },
      { place: 'fixed_message', label: '固定メッセージ「回答が見つからないとき」', path: '/chatsettings/fixedmessage' },
      { place: 'fixed_message', label: '固定メッセージ「営業時間外」', path: '/chatsettings/fixedmessage' },
    ]);
    expect((await owner.delete(picture.id)).statusCode).toBe(409);
    expect((await owner.delete(picture.id, { force: 'true' })).statusCode).toBe(204);

    const after = await t.app.inject({ method: 'GET', url: `/api/v1/quick-replies/${quickReply.id}`, headers: session.headers });
    expect(quickReplySchema.parse(after.json()).action).toEqual({ type: 'fixed_reply', message: '店内はこのような雰囲気です。', image_media_id: null });
    expect((await owner.read('fixed-messages')).json()).toMatchObject({ images: { fallback: null, outside_hours: null }, messages: FIXED_MESSAGES_DEFAULTS.messages });
    expect((await answerTo({ quickReplyId: quickReply.id })).images).toEqual([]);
  });
});

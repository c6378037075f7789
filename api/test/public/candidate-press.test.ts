import { conversationMessagesResponseSchema, streamDoneEventSchema, streamVisitorEventSchema, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { appWithTwoOwners, type OwnerClient } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS } from './public-fixtures';
import { parseEventStream, widgetClient } from './widget-client';

const SITE = 'https://shop.example.com';

// The widget's third answer (docs/architecture.md §6): an unsure answer carries the likely questions, and pressing
// one sends `candidate_item_id`; the answer is that Q&A's, from this agent's knowledge only.
describe(`choosing a candidate question over the public API (${testDatabase})`, () => {
  const { t, owner, other, agentId } = appWithTwoOwners(PUBLIC_APP_OPTIONS);
  const ids = { parking: '', bikes: '', article: '', foreign: '' };

  beforeAll(async () => {
    const create = async (client: OwnerClient, body: Record<string, unknown>) => {
      const response = await client.post('knowledge-items', body);
      if (response.statusCode !== 201) throw new Error(`POST knowledge-items: ${response.statusCode} ${response.body}`);
      return (response.json() as { id: string }).id;
    };
    ids.parking = await create(owner, { type: 'qa', question: '駐車場はありますか？', answer: '店舗の裏に3台分の駐車場がございます。' });
    ids.bikes = await create(owner, { type: 'qa', question: '駐輪場はありますか？', answer: '入口の横に駐輪場がございます。' });
    ids.article = await create(owner, { type: 'article', title: 'お店について', body: '創業は1998年です。' });
    ids.foreign = await create(other, { type: 'qa', question: '駐車場はありますか？', answer: 'ほかのお店の駐車場です。' });
    await t.app.knowledge.jobs.whenIdle();
  });

  it('offers the likely questions, answers the chosen one and stores it as the question', async () => {
    const w = widgetClient(t, agentId());
    const started = await w.startOk(SITE);
    const asked = parseEventStream((await w.send(started.visitor_token, started.conversation_id, { text: '駐車場と駐輪場の場所' })).body);
    const unsure = streamDoneEventSchema.strict().parse(asked.at(-1)?.data);
    expect(unsure.text).toBe('もしかして、こちらのご質問でしょうか？');
    expect(unsure.candidates.map((c) => c.item_id).sort()).toEqual([ids.parking, ids.bikes].sort());

    const response = await w.send(started.visitor_token, started.conversation_id, { candidate_item_id: ids.parking });
    expect(response.statusCode).toBe(200);
    const pressed = parseEventStream(response.body);
    expect(streamVisitorEventSchema.strict().parse(pressed[0]?.data).text).toBe('駐車場はありますか？');
    expect(streamDoneEventSchema.strict().parse(pressed.at(-1)?.data).text).toBe('店舗の裏に3台分の駐車場がございます。');

    const listed = conversationMessagesResponseSchema.parse((await w.messages(started.visitor_token, started.conversation_id)).json());
    expect(listed.messages.map((m) => m.text)).toEqual([
      '駐車場と駐輪場の場所',
      'もしかして、こちらのご質問でしょうか？',
      '駐車場はありますか？',
      '店舗の裏に3台分の駐車場がございます。',
    ]);
    expect(listed.messages[1]?.candidates).toEqual(unsure.candidates);
  });

  it("answers 404 for another agent's item or an unknown one and 400 for an item that is no Q&A, in Japanese, storing nothing", async () => {
    const w = widgetClient(t, agentId());
    const started = await w.startOk(SITE);
    const send = (body: Record<string, string>) => w.send(started.visitor_token, started.conversation_id, body);

    const foreign = await send({ candidate_item_id: ids.foreign });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found', message: WIDGET_ERROR_MESSAGES.candidateNotFound });
    expect((await send({ candidate_item_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    const article = await send({ candidate_item_id: ids.article });
    expect(article.statusCode).toBe(400);
    expect(article.json()).toMatchObject({ message: WIDGET_ERROR_MESSAGES.candidateNotQa });

    const both = await send({ text: '駐車場', candidate_item_id: ids.parking });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('メッセージを入力してください');

    const listed = conversationMessagesResponseSchema.parse((await w.messages(started.visitor_token, started.conversation_id)).json());
    expect(listed.messages).toEqual([]);
  });
});

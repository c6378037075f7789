import { sql } from 'drizzle-orm';
import { PHRASING_PROPOSAL_LABELS, phrasingProposalListSchema, streamDoneEventSchema, teachKnowledgeResponseSchema } from 'shared-contracts';
import { appWithTwoOwners, type OwnerClient } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { PUBLIC_APP_OPTIONS } from '../public/public-fixtures';
import { parseEventStream, widgetClient } from '../public/widget-client';

const SITE = 'https://shop.example.com';
/** Asks of both Q&A alike: the agent is unsure and offers both (candidate-press.test.ts). */
const UNSURE = '駐車場と駐輪場の場所';

// Learning from visitors (issue #15): the words a visitor typed before choosing a もしかして…
// candidate are proposed as a phrasing of that Q&A; the owner confirms (the same words are then
// answered at once) or rejects them.
describe(`proposed phrasings (${testDatabase})`, () => {
  const { t, owner, other, agentId } = appWithTwoOwners(PUBLIC_APP_OPTIONS);
  const ids = { parking: '', bikes: '' };

  const create = async (client: OwnerClient, body: Record<string, unknown>) => {
    const response = await client.post('knowledge-items', body);
    if (response.statusCode !== 201) throw new Error(`POST knowledge-items: ${response.statusCode} ${response.body}`);
    return (response.json() as { id: string }).id;
  };
  beforeAll(async () => {
    ids.parking = await create(owner, { type: 'qa', question: '駐車場はありますか？', answer: '店舗の裏に3台分の駐車場がございます。' });
    ids.bikes = await create(owner, { type: 'qa', question: '駐輪場はありますか？', answer: '入口の横に駐輪場がございます。' });
    await t.app.knowledge.jobs.whenIdle();
  });

  /** A visitor asks `text` and, offered candidates, presses `itemId`. */
  const askAndChoose = async (text: string, itemId: string, options: { preview?: boolean } = {}) => {
    const w = widgetClient(t, agentId());
    const started = await w.startOk(SITE);
    if (options.preview) await t.app.database.db.execute(sql`update conversations set preview = true where id = ${started.conversation_id}`);
    const asked = streamDoneEventSchema.parse(parseEventStream((await w.send(started.visitor_token, started.conversation_id, { text })).body).at(-1)?.data);
    expect(asked.candidates.map((c) => c.item_id)).toContain(itemId);
    const pressed = await w.send(started.visitor_token, started.conversation_id, { candidate_item_id: itemId });
    expect(pressed.statusCode).toBe(200);
    return { w, started };
  };
  const proposals = async (client: OwnerClient) => {
    const response = await client.get('knowledge-items/phrasing-proposals');
    expect(response.statusCode).toBe(200);
    return phrasingProposalListSchema.strict().parse(response.json());
  };

  it('proposes the typed words for the chosen Q&A, counts presses, and keeps them from the other owner', async () => {
    expect((await proposals(owner)).items).toEqual([]);
    const { started } = await askAndChoose(UNSURE, ids.parking);
    const first = await proposals(owner);
    expect(first.total).toBe(1);
    expect(first.items[0]).toMatchObject({ item_id: ids.parking, item_question: '駐車場はありますか？', text: UNSURE, press_count: 1, visitor_count: 1, conversation_id: started.conversation_id });

    await askAndChoose(UNSURE, ids.parking);
    expect((await proposals(owner)).items.map((p) => [p.text, p.press_count, p.visitor_count])).toEqual([[UNSURE, 2, 2]]);
    expect(await proposals(other)).toEqual({ items: [], total: 0 });

    // Another owner can neither confirm nor reject it, and nothing changes.
    const id = first.items[0]?.id ?? '';
    for (const path of [`knowledge-items/phrasing-proposals/${id}/confirm`, `knowledge-items/phrasing-proposals/${id}/reject`]) {
      const response = await other.post(path, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: PHRASING_PROPOSAL_LABELS.notFound });
    }
    expect((await proposals(owner)).items.map((p) => p.id)).toEqual([id]);
  });

  it('lists, for 会話履歴, only the proposals last pressed in one conversation; another owner’s conversation lists none', async () => {
    const words = '駐車場か駐輪場はどこ';
    const { started } = await askAndChoose(words, ids.bikes);
    const elsewhere = await askAndChoose('駐輪場や駐車場の案内', ids.parking);
    const inConversation = async (client: OwnerClient, conversationId: string) => {
      const response = await client.get(`knowledge-items/phrasing-proposals?conversation_id=${conversationId}`);
      expect(response.statusCode).toBe(200);
      return phrasingProposalListSchema.strict().parse(response.json());
    };
    const here = await inConversation(owner, started.conversation_id);
    expect(here.items.map((p) => [p.text, p.item_id, p.conversation_id])).toEqual([[words, ids.bikes, started.conversation_id]]);
    expect(here.total).toBe(1);
    // 会話履歴 shows the questions the unsure answer offered, as the widget did.
    const transcript = (await owner.get(`conversations/${started.conversation_id}`)).json() as {
      messages: { role: string; engine: string | null; text: string; candidates: { item_id: string; question: string }[] }[];
    };
    const unsure = transcript.messages.find((m) => m.engine === 'knowledge_candidates');
    expect(unsure?.candidates.map((c) => c.item_id).sort()).toEqual([ids.parking, ids.bikes].sort());
    expect(transcript.messages.map((m) => m.role === 'visitor' && m.text)).toContain('駐輪場はありますか？');
    expect((await inConversation(owner, elsewhere.started.conversation_id)).items.map((p) => p.text)).toEqual(['駐輪場や駐車場の案内']);
    // The other owner asking with this owner's conversation gets nothing of it.
    expect(await inConversation(other, started.conversation_id)).toEqual({ items: [], total: 0 });
    const malformed = await owner.get('knowledge-items/phrasing-proposals?conversation_id=not-an-id');
    expect(malformed.statusCode).toBe(400);
    // Put back as the other tests expect: these words are not proposed any more.
    for (const proposal of [...here.items, ...(await inConversation(owner, elsewhere.started.conversation_id)).items]) {
      expect((await owner.post(`knowledge-items/phrasing-proposals/${proposal.id}/reject`, {})).statusCode).toBe(204);
    }
  });

  it('rejecting hides the words for good; test chats propose nothing; a deleted conversation takes its words with it', async () => {
    const words = '駐輪場と駐車場について';
    const open = async () => (await proposals(owner)).items.filter((p) => p.text !== UNSURE);
    await askAndChoose(words, ids.bikes, { preview: true });
    expect(await open()).toEqual([]);

    await askAndChoose(words, ids.bikes);
    const [proposal] = await open();
    expect(proposal).toMatchObject({ text: words, item_id: ids.bikes });
    expect((await owner.post(`knowledge-items/phrasing-proposals/${proposal?.id}/reject`, {})).statusCode).toBe(204);
    expect((await owner.post(`knowledge-items/phrasing-proposals/${proposal?.id}/reject`, {})).statusCode).toBe(404);
    await askAndChoose(words, ids.bikes);
    expect(await open()).toEqual([]);

    // Words that cannot be a phrasing (several lines) are not proposed.
    await askAndChoose('駐輪場と\n駐車場の場所', ids.bikes);
    expect(await open()).toEqual([]);

    const other = '駐輪場か駐車場の案内';
    const { started } = await askAndChoose(other, ids.bikes);
    expect((await open()).map((p) => p.text)).toEqual([other]);
    expect((await owner.delete(`conversations/${started.conversation_id}`)).statusCode).toBe(204);
    expect(await open()).toEqual([]);
  });
  it('gives the evidence: how many different visitors chose the Q&A after these words, in conversations still kept', async () => {
    const words = '駐車場と駐輪場はどこ';
    const open = async () => (await proposals(owner)).items.find((p) => p.text === words);
    // One visitor, twice in one conversation: two presses, one visitor.
    const { w, started } = await askAndChoose(words, ids.bikes);
    const again = streamDoneEventSchema.parse(parseEventStream((await w.send(started.visitor_token, started.conversation_id, { text: words })).body).at(-1)?.data);
    expect(again.candidates.map((c) => c.item_id)).toContain(ids.bikes);
    expect((await w.send(started.visitor_token, started.conversation_id, { candidate_item_id: ids.bikes })).statusCode).toBe(200);
    expect(await open()).toMatchObject({ press_count: 2, visitor_count: 1 });
    // The owner trying it in a test chat is not a visitor.
    await askAndChoose(words, ids.bikes, { preview: true });
    expect(await open()).toMatchObject({ press_count: 2, visitor_count: 1 });
    // Another visitor: two.
    const second = await askAndChoose(words, ids.bikes);
    expect(await open()).toMatchObject({ press_count: 3, visitor_count: 2, conversation_id: second.started.conversation_id });
    // The first conversation deleted: its visitor is no longer evidence (the proposal quotes the second).
    expect((await owner.delete(`conversations/${started.conversation_id}`)).statusCode).toBe(204);
    expect(await open()).toMatchObject({ visitor_count: 1 });
    // Put back as the other tests expect.
    expect((await owner.post(`knowledge-items/phrasing-proposals/${(await open())?.id}/reject`, {})).statusCode).toBe(204);
  });

  it('confirming adds the words to the Q&A’s phrasings, and the same question is then answered at once', async () => {
    const [proposal] = (await proposals(owner)).items;
    expect(proposal?.text).toBe(UNSURE);
    const response = await owner.post(`knowledge-items/phrasing-proposals/${proposal?.id}/confirm`, {});
    expect(response.statusCode).toBe(200);
    expect(teachKnowledgeResponseSchema.parse(response.json())).toEqual({ item_id: ids.parking, answered: true, answer_preview: '店舗の裏に3台分の駐車場がございます。', also_answers: [] });
    const item = (await owner.get(`knowledge-items/${ids.parking}`)).json<{ alternatives: string[] }>();
    expect(item.alternatives).toEqual([UNSURE]);
    expect((await proposals(owner)).items).toEqual([]);
    expect((await owner.post(`knowledge-items/phrasing-proposals/${proposal?.id}/confirm`, {})).statusCode).toBe(404);

    const w = widgetClient(t, agentId());
    const started = await w.startOk(SITE);
    const again = streamDoneEventSchema.parse(parseEventStream((await w.send(started.visitor_token, started.conversation_id, { text: UNSURE })).body).at(-1)?.data);
    expect(again).toMatchObject({ text: '店舗の裏に3台分の駐車場がございます。', candidates: [] });
  });

});

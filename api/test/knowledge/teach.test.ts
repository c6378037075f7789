import { knowledgeItemSchema, QA_ALTERNATIVES_MAX, teachKnowledgeResponseSchema } from 'shared-contracts';
import { getMessageTrace } from '../../src/domains/agent';
import { appWithTwoOwners, refusal } from '../chatsettings/owner-client';
import { CONTACT_FORM } from '../forms/form-fixtures';
import { ask, type Chat, startChat } from '../history/ops-fixtures';
import { knowledgeClient } from './knowledge-client';

// The loop that teaches the agent (docs/architecture.md §9): a missed question becomes a Q&A or a phrasing of one,
// and the runtime itself then says whether it answers the question with it.

jest.setTimeout(120_000);

const PARKING = { type: 'qa' as const, question: '駐車場はありますか', alternatives: ['車で行けますか'], answer: '店舗の裏に10台分の駐車場がございます。' };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('POST /knowledge-items/teach', () => {
  const { t, owner, other, ownerSession } = appWithTwoOwners({ historyRetention: { enabled: false } });
  const knowledge = () => knowledgeClient(t, ownerSession);
  const agentId = () => ownerSession().owner.agentId;
  let parkingId = '';
  let articleId = '';

  beforeAll(async () => {
    const parking = await knowledge().create(PARKING);
    const article = await knowledge().create({ type: 'article', title: 'ポイント', body: 'お買い上げ100円ごとに1ポイントが貯まります。' });
    parkingId = parking.id;
    articleId = article.id;
    expect((await knowledge().settled(parking.id)).status).toBe('ready');
    expect((await knowledge().settled(article.id)).status).toBe('ready');
  });

  /** The visitor's question and how the agent answered it, through runTurn. */
  async function visitorAsks(chat: Chat, text: string) {
    const answer = await ask(t, chat, text);
    const trace = await getMessageTrace(t.app.database.db, agentId(), answer.id);
    const stored = (await t.app.repositories.conversations.listMessages(agentId(), chat.conversationId)).filter((m) => m.role === 'visitor').at(-1);
    if (!stored) throw new Error('no visitor message');
    return { text: answer.text, engine: trace?.engine, visitorMessageId: stored.id };
  }

  it('new_qa: a question that got the fallback is answered by the new Q&A once taught', async () => {
    const chat = await startChat(t, agentId());
    const question = 'ペットと一緒に入店できますか';
    const missed = await visitorAsks(chat, question);
    // Not answered: at most offered among the もしかして… candidates.
    expect(['fallback', 'knowledge_candidates']).toContain(missed.engine);

    const response = await owner.post('knowledge-items/teach', {
      mode: 'new_qa',
      question,
      answer: '小型犬であれば、抱っこかキャリーバッグでご入店いただけます。',
      message_id: missed.visitorMessageId,
    });
    expect(response.statusCode).toBe(200);
    const taught = teachKnowledgeResponseSchema.strict().parse(response.json());
    expect(taught).toEqual({ item_id: expect.any(String), answered: true, answer_preview: '小型犬であれば、抱っこかキャリーバッグでご入店いただけます。', also_answers: [] });

    // An ordinary Q&A, made and indexed as POST knowledge-items makes one.
    const item = knowledgeItemSchema.parse((await owner.get(`knowledge-items/${taught.item_id}`)).json());
    expect(item).toMatchObject({ type: 'qa', question, alternatives: [], answer: taught.answer_preview, emotion: null, status: 'ready' });

    // The same question sent to the agent again.
    const again = await visitorAsks(chat, question);
    expect(again).toMatchObject({ engine: 'knowledge_qa', text: taught.answer_preview });
  });

  it('add_phrasing: the question becomes a phrasing of the Q&A and is answered by it', async () => {
    const chat = await startChat(t, agentId());
    const question = 'クルマを停めるところは？';
    const missed = await visitorAsks(chat, question);
    // Not answered: at most offered among the もしかして… candidates.
    expect(['fallback', 'knowledge_candidates']).toContain(missed.engine);

    const response = await owner.post('knowledge-items/teach', { mode: 'add_phrasing', item_id: parkingId, question, message_id: missed.visitorMessageId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ item_id: parkingId, answered: true, answer_preview: PARKING.answer, also_answers: [] });
    const item = knowledgeItemSchema.parse((await owner.get(`knowledge-items/${parkingId}`)).json());
    expect(item).toMatchObject({ question: PARKING.question, alternatives: [...PARKING.alternatives, question], answer: PARKING.answer, status: 'ready' });

    expect(await visitorAsks(chat, question)).toMatchObject({ engine: 'knowledge_qa', text: PARKING.answer });
  });

  it('says when the agent still answers otherwise: the runtime decides, not a separate matcher', async () => {
    // A form keyword comes before the knowledge in the pipeline.
    expect((await owner.post('forms', CONTACT_FORM)).statusCode).toBe(201);
    const response = await owner.post('knowledge-items/teach', { mode: 'new_qa', question: '問い合わせの電話番号は？', answer: '03-1234-5678です。' });
    expect(response.statusCode).toBe(200);
    const taught = teachKnowledgeResponseSchema.parse(response.json());
    expect(taught.answered).toBe(false);
    expect(taught.answer_preview).toContain('お問い合わせ');
    const chat = await startChat(t, agentId());
    const asked = await visitorAsks(chat, '問い合わせの電話番号は？');
    expect(asked).toMatchObject({ engine: 'form_trigger', text: taught.answer_preview });
  });

  it('refuses a phrasing already there (compared as the alternatives are) and a Q&A whose phrasings are full, at question', async () => {
    const cancel = await knowledge().create({ type: 'qa', question: '注文をキャンセルしたい', alternatives: ['Cancel my order'], answer: 'マイページの注文履歴からキャンセルできます。' });
    // The question itself, an alternative, and both as NFKC and lower case make them (half-width kana, capitals).
    for (const question of ['注文をキャンセルしたい', 'Cancel my order', '注文をｷｬﾝｾﾙしたい', 'CANCEL MY ORDER']) {
      const response = await owner.post('knowledge-items/teach', { mode: 'add_phrasing', item_id: cancel.id, question });
      expect({ question, ...refusal(response) }).toEqual({ question, status: 400, code: 'validation_error', fields: { question: expect.stringContaining('すでに登録されています') } });
    }
    expect(await knowledge().get(cancel.id)).toMatchObject({ alternatives: ['Cancel my order'] });
    const full = await knowledge().create({
      type: 'qa',
      question: '営業時間は？',
      alternatives: Array.from({ length: QA_ALTERNATIVES_MAX }, (_, i) => `営業時間の言い方${i + 1}`),
      answer: '10時から18時です。',
    });
    const response = await owner.post('knowledge-items/teach', { mode: 'add_phrasing', item_id: full.id, question: '何時に開きますか' });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { question: `このQ&Aの言い換えは${QA_ALTERNATIVES_MAX}個までです。不要な言い換えを削除するか、新しいQ&Aとして登録してください` } });
    expect((await knowledge().get(full.id)).status).not.toBe('error');
  });

  it('refuses a phrasing for an article (400 at item_id), and another owner’s or an unknown item (404)', async () => {
    const article = await owner.post('knowledge-items/teach', { mode: 'add_phrasing', item_id: articleId, question: 'ポイントはいくら貯まる？' });
    expect(refusal(article)).toEqual({ status: 400, code: 'validation_error', fields: { item_id: expect.stringContaining('Q&Aだけ') } });

    const theirs = await other.post('knowledge-items', { type: 'qa', question: '他店の質問', answer: '他店の回答' });
    for (const itemId of [theirs.json<{ id: string }>().id, UNKNOWN]) {
      const response = await owner.post('knowledge-items/teach', { mode: 'add_phrasing', item_id: itemId, question: '駐車できますか' });
      expect({ itemId, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ itemId, status: 404, code: 'not_found' });
    }
    // And the other owner's item did not change.
    expect((await other.get(`knowledge-items/${theirs.json<{ id: string }>().id}`)).json()).toMatchObject({ alternatives: [] });
  });

  it('takes message_id only for a visitor message of this agent (404 for an answer, another agent’s, an unknown one), and creates nothing then', async () => {
    const chat = await startChat(t, agentId());
    const asked = await visitorAsks(chat, '雨の日も営業していますか');
    const answerId = (await t.app.repositories.conversations.listMessages(agentId(), chat.conversationId)).find((m) => m.role === 'agent')?.id;
    const second = await t.ownerSession();
    const theirChat = await startChat(t, second.owner.agentId);
    await ask(t, theirChat, '雨の日も営業していますか');
    const theirMessage = (await t.app.repositories.conversations.listMessages(second.owner.agentId, theirChat.conversationId)).find((m) => m.role === 'visitor')?.id;
    const before = (await owner.get('knowledge-items')).json<{ total_records: number }>().total_records;
    for (const messageId of [answerId, theirMessage, UNKNOWN]) {
      const response = await owner.post('knowledge-items/teach', { mode: 'new_qa', question: '雨の日も営業していますか', answer: 'はい、営業しています。', message_id: messageId });
      expect({ messageId, status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        messageId,
        status: 404,
        message: expect.stringContaining('教える質問が見つかりません'),
      });
    }
    expect((await owner.get('knowledge-items')).json<{ total_records: number }>().total_records).toBe(before);
    expect(['fallback', 'knowledge_candidates']).toContain(asked.engine);
  });

  it('validates the request like the Q&A editor, in Japanese', async () => {
    expect(refusal(await owner.post('knowledge-items/teach', { question: '質問' }))).toMatchObject({ status: 400, code: 'validation_error' });
    expect(refusal(await owner.post('knowledge-items/teach', { mode: 'new_qa', question: '質問だけ' }))).toMatchObject({ status: 400, fields: { answer: expect.any(String) } });
    expect(refusal(await owner.post('knowledge-items/teach', { mode: 'new_qa', question: '  ', answer: '回答' }))).toMatchObject({ status: 400, fields: { question: expect.stringMatching(/質問/) } });
    expect(refusal(await owner.post('knowledge-items/teach', { mode: 'add_phrasing', question: '質問', item_id: 'abc' }))).toMatchObject({ status: 400, fields: { item_id: expect.any(String) } });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/knowledge-items/teach', payload: { mode: 'new_qa', question: 'q', answer: 'a' } })).statusCode).toBe(401);
  });

  it('teaches this owner’s agent only', async () => {
    const second = await t.ownerSession();
    const theirChat = await startChat(t, second.owner.agentId);
    const answer = await ask(t, theirChat, 'ペットと一緒に入店できますか');
    expect((await getMessageTrace(t.app.database.db, second.owner.agentId, answer.id))?.engine).toBe('fallback');
  });
});

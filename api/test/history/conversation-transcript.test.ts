import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ANSWER_ENGINES } from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import { submitFormAnswer } from '#src/domains/forms/index';
import { refusal } from '../chatsettings/owner-client';
import { CONTACT_FORM, VALID_ANSWER } from '../forms/form-fixtures';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { knowledgeClient } from '../knowledge/knowledge-client';
import { type Chat, chat, type HistoryClient, historyClient, type HistoryQuery, rate, setTimes, visitorAccount } from './history-fixtures';

jest.setTimeout(180_000);

const NOT_FOUND = { code: 'not_found', message: '会話が見つかりません。削除された可能性があります。画面を再読み込みしてください。' };

describe(`one conversation: transcript, neighbours, review (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let history: HistoryClient;
  let otherHistory: HistoryClient;
  let full: Chat;
  let formId: string;
  let qaId: string;
  let answerId: string;

  beforeAll(async () => {
    t = await createTestContext();
    session = await t.ownerSession();
    history = historyClient(t, session);
    otherHistory = historyClient(t, await t.ownerSession());
    const agentId = session.owner.agentId;
    const knowledge = knowledgeClient(t, session);
    const qa = await knowledge.create({ type: 'qa', question: '駐車場はありますか？', answer: '店舗の裏に10台分の駐車場がございます。' });
    qaId = qa.id;
    expect((await knowledge.settled(qa.id)).status).toBe('ready');
    const form = await knowledge.owner.post('forms', CONTACT_FORM);
    expect(form.statusCode).toBe(201);
    formId = form.json<{ id: string }>().id;
    const account = await visitorAccount(t, session, 'mail', '山田 花子', 'hanako@example.com');

    full = await chat(t, agentId, ['駐車場はありますか', 'ペットと一緒に入れますか', 'お問い合わせしたいです'], {
      accountId: account,
      pageUrl: 'https://shop.example.com/access?from=<b>top</b>',
    });
    await rate(t, agentId, full, 0, 'down');
    answerId = (await submitFormAnswer(t.app.database.db, agentId, formId, VALID_ANSWER, { conversationId: full.conversationId })).id;
  });
  afterAll(() => t?.close());

  describe('the transcript', () => {
    it('shows the conversation as the visitor saw it, with how each answer was made', async () => {
      const transcript = await history.transcriptOk(full.conversationId);
      expect(transcript.conversation).toMatchObject({
        id: full.conversationId,
        first_question: '駐車場はありますか',
        message_count: 6,
        feedback_down_count: 1,
        form_submitted: true,
        page_url: 'https://shop.example.com/access?from=<b>top</b>',
        visitor: { name: '山田 花子', email: 'hanako@example.com', login_type: 'mail' },
      });
      const [visitorRow] = await queryRows<{ created_at: string }>(
        t.app.database.db,
        sql`select to_json(created_at)#>>'{}' as created_at from widget_visitors where id = ${full.visitorId}::uuid`,
      );
      expect(new Date(transcript.visitor_first_seen_at).getTime()).toBe(new Date(visitorRow!.created_at).getTime());

      const messages = transcript.messages;
      expect(messages.map((m) => [m.role, m.engine])).toEqual([
        ['visitor', null],
        ['agent', 'knowledge_qa'],
        ['visitor', null],
        ['agent', 'fallback'],
        ['visitor', null],
        ['agent', 'form_trigger'],
      ]);
      expect(messages.map((m) => m.text).filter((_, i) => i % 2 === 0)).toEqual(['駐車場はありますか', 'ペットと一緒に入れますか', 'お問い合わせしたいです']);
      expect(messages.map((m) => m.id).filter((_, i) => i % 2 === 1)).toEqual(full.answers.map((a) => a.id));
      const times = messages.map((m) => m.created_at);
      expect([...times].sort()).toEqual(times);

      const parking = messages[1]!;
      expect(parking).toMatchObject({ text: '店舗の裏に10台分の駐車場がございます。', feedback: 'down', model: null, form: null });
      expect(parking.rule).toEqual(expect.any(String));
      expect(parking.sources[0]).toMatchObject({ item_id: qaId, title: '駐車場はありますか？', cited: false, score: expect.any(Number) });
      expect(Object.keys(parking.timing ?? {}).sort()).toEqual(['first_token_ms', 'retrieval_ms', 'total_ms']);
      expect(parking.timing?.total_ms).toEqual(expect.any(Number));
      expect(ANSWER_ENGINES).toContain(parking.engine);
      expect(messages[0]).toMatchObject({ sources: [], quick_replies: [], links: [], images: [], timing: null, feedback: null, rule: null });

      // The form offered, and the answer the visitor sent to it in this conversation.
      expect(messages[5]?.form).toEqual({ id: formId, version: 1, title: 'お問い合わせ', answer_id: answerId });
    });

    it('marks the questions that can be taught: the answer was the fallback or got 👎', async () => {
      const messages = (await history.transcriptOk(full.conversationId)).messages;
      expect(messages.map((m) => m.teachable)).toEqual([true, false, true, false, false, false]);
    });

    it('keeps the form of a deleted form, without its title', async () => {
      const agentId = session.owner.agentId;
      const form = await knowledgeClient(t, session).owner.post('forms', { ...CONTACT_FORM, name: '資料請求', triggers: { keywords: ['資料'], by_agent: false } });
      const id = form.json<{ id: string }>().id;
      const offered = await chat(t, agentId, ['資料がほしいです']);
      expect((await knowledgeClient(t, session).owner.delete(`forms/${id}`)).statusCode).toBe(204);
      const transcript = await history.transcriptOk(offered.conversationId);
      expect(transcript.messages[1]?.form).toEqual({ id, version: 1, title: '', answer_id: null });
    });

    it('answers 404 for another owner’s conversation, an unknown id and what is not an id', async () => {
      for (const response of [await otherHistory.transcript(full.conversationId), await history.transcript(randomUUID()), await history.transcript('not-an-id')]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    });
  });

  describe('確認済み', () => {
    it('marks and unmarks, keeping the first time it was marked', async () => {
      const marked = await history.review(full.conversationId, true);
      expect(marked.statusCode).toBe(200);
      const at = marked.json<{ reviewed_at: string | null }>().reviewed_at;
      expect(at).toEqual(expect.any(String));
      expect(Math.abs(new Date(at!).getTime() - Date.now())).toBeLessThan(60_000);
      expect((await history.review(full.conversationId, true)).json()).toMatchObject({ id: full.conversationId, reviewed_at: at });
      expect(await history.ids({ review: 'reviewed' })).toEqual([full.conversationId]);
      const unmarked = await history.review(full.conversationId, false);
      expect(unmarked.json()).toMatchObject({ id: full.conversationId, reviewed_at: null, first_question: '駐車場はありますか' });
      expect(await history.ids({ review: 'reviewed' })).toEqual([]);
    });

    it('refuses another owner’s conversation and a body without the choice', async () => {
      const response = await otherHistory.review(full.conversationId, true);
      expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
      expect((await history.transcriptOk(full.conversationId)).conversation.reviewed_at).toBeNull();
      expect((await history.review('nope', true)).statusCode).toBe(404);
      const empty = await t.app.inject({ method: 'PATCH', url: `/api/v1/conversations/${full.conversationId}`, payload: {}, headers: session.headers });
      expect(refusal(empty)).toEqual({ status: 400, code: 'validation_error', fields: { reviewed: '確認状態を選んでください' } });
    });
  });

  describe('previous and next through the list', () => {
    let owner: OwnerSession;
    let list: HistoryClient;
    const ids: string[] = [];

    beforeAll(async () => {
      owner = await t.ownerSession();
      list = historyClient(t, owner);
      const agentId = owner.owner.agentId;
      // a (newest start) … d (oldest); b and c start at the same instant: the tie goes by id.
      const base = Date.parse('2026-03-01T00:00:00Z');
      const texts = ['駐車場はありますか', 'ペットは大丈夫ですか', '駐車場の料金は？', 'こんにちは'];
      const starts = [base + 3_000, base + 2_000, base + 2_000, base];
      const lasts = [base + 3_001, base + 9_000, base + 2_001, base + 5_000];
      for (const [index, text] of texts.entries()) {
        const made = await chat(t, agentId, [text]);
        await setTimes(t, made.conversationId, { startedAt: new Date(starts[index]!), lastMessageAt: new Date(lasts[index]!) });
        ids.push(made.conversationId);
      }
    });

    it('goes through the list in its order, null at both ends', async () => {
      const shown = await list.ids();
      expect(shown).toHaveLength(4);
      expect(shown[0]).toBe(ids[0]);
      expect(shown[3]).toBe(ids[3]);
      for (const [index, id] of shown.entries()) {
        expect(await list.neighboursOk(id)).toEqual({ previous_id: shown[index - 1] ?? null, next_id: shown[index + 1] ?? null });
      }
    });

    it('follows the sort and the order', async () => {
      const queries: HistoryQuery[] = [{ sort_order: 'asc' }, { sort_by: 'updated_at' }, { sort_by: 'updated_at', sort_order: 'asc' }];
      for (const query of queries) {
        const shown = await list.ids(query);
        for (const [index, id] of shown.entries()) {
          expect({ query, id, neighbours: await list.neighboursOk(id, query) }).toEqual({
            query,
            id,
            neighbours: { previous_id: shown[index - 1] ?? null, next_id: shown[index + 1] ?? null },
          });
        }
      }
    });

    it('follows the filters, also from a conversation the filters no longer show', async () => {
      const parking = await list.ids({ q: '駐車' });
      expect(parking).toEqual([ids[0], ids[2]]);
      expect(await list.neighboursOk(ids[0]!, { q: '駐車' })).toEqual({ previous_id: null, next_id: ids[2] });
      expect(await list.neighboursOk(ids[2]!, { q: '駐車' })).toEqual({ previous_id: ids[0], next_id: null });
      // Marked 確認済み while the list shows 未確認: prev/next still lead on from where it stood.
      const shown = await list.ids({ review: 'unreviewed' });
      const middle = shown[1]!;
      expect((await list.review(middle, true)).statusCode).toBe(200);
      expect(await list.neighboursOk(middle, { review: 'unreviewed' })).toEqual({ previous_id: shown[0], next_id: shown[2] });
    });

    it('answers 404 for another owner’s conversation, and 400 for a bad filter', async () => {
      const foreign = await history.neighbours(ids[0]!);
      expect([foreign.statusCode, foreign.json()]).toEqual([404, NOT_FOUND]);
      expect((await list.neighbours('x')).statusCode).toBe(404);
      expect(refusal(await list.neighbours(ids[0]!, { rating: 'great' }))).toEqual({
        status: 400,
        code: 'validation_error',
        fields: { rating: '評価の絞り込みが正しくありません' },
      });
    });
  });
});

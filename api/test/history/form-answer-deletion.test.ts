import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '#src/db/query-rows';
import { ownerClient, refusal } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { answer, conversation, formAnswersClient, type FormAnswersClient, twoVersionForm } from './form-answer-fixtures';

jest.setTimeout(180_000);

const ANSWER_NOT_FOUND = { code: 'not_found', message: '回答が見つかりません。削除された可能性があります。画面を再読み込みしてください。' };
const FORM_NOT_FOUND = { code: 'not_found', message: 'フォームが見つかりません。画面を再読み込みしてください。' };

describe(`フォーム回答履歴: isolation and deletion (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let answers: FormAnswersClient;
  let intruder: FormAnswersClient;
  let formId: string;
  const a: Record<string, string> = {};
  const conversations: Record<string, string> = {};

  const formSubmitted = async (conversationId: string): Promise<boolean | undefined> => {
    const [row] = await queryRows<{ form_submitted: boolean }>(t.app.database.db, sql`select form_submitted from conversations where id = ${conversationId}::uuid`);
    return row?.form_submitted;
  };
  const stored = async (): Promise<number> => {
    const [row] = await queryRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from form_answers where agent_id = ${session.owner.agentId}`);
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    t = await createTestContext();
    session = await t.ownerSession();
    answers = formAnswersClient(t, session);
    const other = await t.ownerSession();
    intruder = formAnswersClient(t, other);
    const agentId = session.owner.agentId;
    const form = await twoVersionForm(t, session);
    formId = form.id;
    conversations.both = await conversation(t, agentId);
    conversations.onlyV1 = await conversation(t, agentId);
    conversations.single = await conversation(t, agentId);
    a.bothV1 = await answer(t, agentId, formId, { name: '一回目' }, { conversationId: conversations.both });
    a.onlyV1 = await answer(t, agentId, formId, { name: '版1だけ' }, { conversationId: conversations.onlyV1 });
    a.noConversation = await answer(t, agentId, formId, { name: '会話なし' }, { conversationId: null });
    await form.toV2();
    a.bothV2 = await answer(t, agentId, formId, { name: '二回目' }, { conversationId: conversations.both });
    a.single = await answer(t, agentId, formId, { name: 'ひとつ' }, { conversationId: conversations.single });
    // The intruder's own form and answer.
    const theirs = await twoVersionForm(t, other, '他社のフォーム');
    a.theirs = await answer(t, other.owner.agentId, theirs.id, { name: '他社' });
  });
  afterAll(() => t?.close());

  describe('another owner', () => {
    const routes = (c: FormAnswersClient, form: string, id: string): [string, Promise<LightMyRequestResponse>][] => [
      ['list', c.list({ form_id: form })],
      ['count', c.count({ form_id: form })],
      ['bulk delete', c.bulkDelete({ form_id: form, confirm_count: '5' })],
      ['export', c.export({ form_id: form })],
      ['columns', c.columns(form)],
      ['stats', c.stats(form)],
      ['detail', c.detail(id)],
      ['delete', c.delete(id)],
    ];

    it('gets a 404 in Japanese from every route for the owner’s form or answer, and deletes nothing', async () => {
      for (const [name, pending] of routes(intruder, formId, a.bothV1!)) {
        const response = await pending;
        const expected = name === 'detail' || name === 'delete' ? ANSWER_NOT_FOUND : FORM_NOT_FOUND;
        expect({ name, status: response.statusCode, body: response.json() }).toEqual({ name, status: 404, body: expected });
      }
      expect(await stored()).toBe(5);
      expect(await answers.countOk({ form_id: formId })).toBe(5);
    });

    it('an unknown id, or one that is no id, is a 404 too', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        for (const [name, pending] of routes(answers, id, id)) {
          const response = await pending;
          // The filters' form_id is validated as an id first.
          if (id === 'not-a-uuid' && ['list', 'count', 'bulk delete', 'export'].includes(name)) {
            expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
            continue;
          }
          expect({ name, status: response.statusCode, code: response.json().code }).toEqual({ name, status: 404, code: 'not_found' });
        }
      }
    });

    it('never sees the owner’s forms or answers in its own lists', async () => {
      expect((await intruder.formsOk()).map((f) => f.name)).toEqual(['他社のフォーム']);
      expect(await intruder.ids()).toEqual([a.theirs]);
      expect(await intruder.countOk()).toBe(1);
      // Its bulk deletion of everything it has touches only its own.
      expect((await intruder.bulkDelete({ confirm_count: '1' })).json()).toEqual({ deleted: 1 });
      expect(await stored()).toBe(5);
    });
  });

  describe('bulk deletion', () => {
    it('needs the count confirmed', async () => {
      expect(refusal(await answers.bulkDelete({ form_id: formId }))).toEqual({
        status: 400,
        code: 'validation_error',
        fields: { confirm_count: '削除する件数を確認してください' },
      });
      expect(refusal(await answers.bulkDelete({ form_id: formId, confirm_count: '0' })).fields).toEqual({ confirm_count: '削除する件数を確認してください' });
      expect(refusal(await answers.bulkDelete({ version: '1', confirm_count: '1' })).fields).toEqual({ version: 'バージョンはフォームを選んでから指定してください' });
    });

    it('refuses with 409 and deletes nothing when the set is not the size confirmed', async () => {
      const filters = { form_id: formId, version: '1' };
      expect(await answers.countOk(filters)).toBe(3);
      for (const confirm of ['2', '4']) {
        const response = await answers.bulkDelete({ ...filters, confirm_count: confirm });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 'conflict',
          message: '削除する回答の件数が確認時から変わりました（現在3件）。件数を確認して、もう一度お試しください。',
        });
      }
      expect(await stored()).toBe(5);
      expect(await formSubmitted(conversations.onlyV1!)).toBe(true);
    });

    it('deletes the filtered set in one go, and フォーム送信 stays only on conversations with an answer left', async () => {
      const response = await answers.bulkDelete({ form_id: formId, version: '1', confirm_count: '3' });
      expect([response.statusCode, response.json()]).toEqual([200, { deleted: 3 }]);
      expect(await answers.ids({ form_id: formId })).toEqual([a.single, a.bothV2]);
      expect(await formSubmitted(conversations.both!)).toBe(true);
      expect(await formSubmitted(conversations.onlyV1!)).toBe(false);
      expect(await formSubmitted(conversations.single!)).toBe(true);
      // The conversations stay.
      expect(await formSubmitted(conversations.onlyV1!)).toBeDefined();
    });
  });

  describe('deleting one answer', () => {
    it('answers 204, then 404; the conversation loses フォーム送信 with its last answer', async () => {
      const response = await answers.delete(a.single!);
      expect([response.statusCode, response.body]).toEqual([204, '']);
      expect((await answers.delete(a.single!)).json()).toEqual(ANSWER_NOT_FOUND);
      expect((await answers.detail(a.single!)).json()).toEqual(ANSWER_NOT_FOUND);
      expect(await formSubmitted(conversations.single!)).toBe(false);
      expect(await formSubmitted(conversations.both!)).toBe(true);
      expect((await answers.delete(a.bothV2!)).statusCode).toBe(204);
      expect(await formSubmitted(conversations.both!)).toBe(false);
      expect(await stored()).toBe(0);
    });
  });

  describe('a deleted form', () => {
    it('keeps its answers listed, readable and countable, and can still have them deleted', async () => {
      const agentId = session.owner.agentId;
      const form = await twoVersionForm(t, session, '削除するフォーム');
      const kept = await answer(t, agentId, form.id, { name: '残る回答', fax: '03-1111-2222' });
      expect((await ownerClient(t, session).delete(`forms/${form.id}`)).statusCode).toBe(204);
      expect((await answers.formsOk()).find((f) => f.id === form.id)).toMatchObject({ archived: true, answer_count: 1 });
      expect((await answers.detailOk(kept)).fields.find((f) => f.key === 'fax')?.value).toBe('03-1111-2222');
      expect(await answers.ids({ form_id: form.id })).toEqual([kept]);
      expect((await answers.bulkDelete({ form_id: form.id, confirm_count: '1' })).json()).toEqual({ deleted: 1 });
      // With no answer left, a deleted form leaves the picker.
      expect((await answers.formsOk()).find((f) => f.id === form.id)).toBeUndefined();
      expect((await answers.columns(form.id)).statusCode).toBe(200);
    });
  });
});

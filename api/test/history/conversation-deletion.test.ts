import { sql } from 'drizzle-orm';
import { visitorErasureResponseSchema } from 'shared-contracts';
import { queryRows } from '../../src/db/query-rows';
import { appWithTwoOwners, ownerClient } from '../chatsettings/owner-client';
import { CONTACT_FORM } from '../forms/form-fixtures';
import { answerForm, ask, countWhere, everyVisitorTrace, lineState, mailCode, signIn, startChat } from './ops-fixtures';

// 会話履歴's deletions: one conversation, or everything of one visitor (personal data erasure).

jest.setTimeout(120_000);

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('DELETE /conversations/:id', () => {
  const { t, owner, other, ownerSession } = appWithTwoOwners({ historyRetention: { enabled: false } });

  it('deletes the conversation and its messages; its form answers stay whole', async () => {
    const agentId = ownerSession().owner.agentId;
    const form = (await owner.post('forms', CONTACT_FORM)).json<{ id: string }>();
    const chat = await startChat(t, agentId);
    await ask(t, chat, '駐車場はありますか');
    const answerId = await answerForm(t, agentId, form.id, { conversationId: chat.conversationId }, 'taro@example.com');
    const kept = await startChat(t, agentId);
    await ask(t, kept, '営業時間を教えて');
    const answerRow = () => queryRows<{ row: string }>(t.app.database.db, sql`select f::text as row from form_answers f where id = ${answerId}::uuid`);
    const answerBefore = await answerRow();

    const response = await owner.delete(`conversations/${chat.conversationId}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await countWhere(t, 'conversations', sql`id = ${chat.conversationId}::uuid`)).toBe(0);
    expect(await countWhere(t, 'messages', sql`conversation_id = ${chat.conversationId}::uuid`)).toBe(0);
    // The answer keeps everything, the conversation it was sent in included.
    expect(await answerRow()).toEqual(answerBefore);
    expect(answerBefore[0]?.row).toContain(chat.conversationId);
    // The other conversation is untouched.
    expect(await countWhere(t, 'messages', sql`conversation_id = ${kept.conversationId}::uuid`)).toBe(2);

    // Gone: a second delete is a 404.
    expect((await owner.delete(`conversations/${chat.conversationId}`)).statusCode).toBe(404);
  });

  it('answers 404 in Japanese for another owner’s, an unknown and a malformed id, and deletes nothing', async () => {
    const chat = await startChat(t, ownerSession().owner.agentId);
    await ask(t, chat, '送料はいくらですか');
    for (const [client, id] of [[other, chat.conversationId], [owner, UNKNOWN], [owner, 'not-a-conversation'], [owner, `${chat.conversationId}x`]] as const) {
      const response = await client.delete(`conversations/${id}`);
      expect({ id, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ id, status: 404, code: 'not_found' });
      expect(response.json<{ message: string }>().message).toMatch(/会話が見つかりません/);
    }
    expect(await countWhere(t, 'messages', sql`conversation_id = ${chat.conversationId}::uuid`)).toBe(2);
  });

  it('needs the owner’s token', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/conversations/${UNKNOWN}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /conversations/:id/visitor', () => {
  const { t, owner, other, ownerSession } = appWithTwoOwners({ historyRetention: { enabled: false } });

  /** One agent's visitors: a person signed in by mail on two browsers, a LINE visitor, two anonymous ones. */
  async function visitors() {
    const session = ownerSession();
    const agentId = session.owner.agentId;
    const form = (await owner.post('forms', CONTACT_FORM)).json<{ id: string }>();
    const tag = Math.random().toString(36).slice(2, 8);
    const mail = `hanako-${tag}@example.com`;

    // Hanako: browser 1 (two conversations: one as a preview), browser 2, an answer sent with no conversation.
    const hanako1 = await startChat(t, agentId, { pageUrl: `${SITE_PAGE}/hanako` });
    const account = await signIn(t, session.owner, hanako1.visitorId, { kind: 'mail', email: mail });
    await ask(t, hanako1, '駐車場はありますか');
    const hanako1b = await startChat(t, agentId, { visitorId: hanako1.visitorId, preview: true });
    await ask(t, hanako1b, 'ポイントは貯まりますか');
    const hanako2 = await startChat(t, agentId);
    expect(await signIn(t, session.owner, hanako2.visitorId, { kind: 'mail', email: mail })).toBe(account);
    await ask(t, hanako2, '返品したいです');
    const answers = [
      await answerForm(t, agentId, form.id, { conversationId: hanako1.conversationId, visitorAccountId: account }, mail),
      await answerForm(t, agentId, form.id, { visitorAccountId: account }, mail),
    ];
    await mailCode(t, agentId, hanako1.visitorId, mail);
    // A browser that asked for a code to Hanako's address and never signed in: the code holds her address.
    const stranger = await startChat(t, agentId);
    await mailCode(t, agentId, stranger.visitorId, mail);
    await lineState(t, agentId, hanako2.visitorId);

    // Taro: LINE, with a form answer.
    const taro = await startChat(t, agentId);
    const taroAccount = await signIn(t, session.owner, taro.visitorId, { kind: 'line', lineUserId: `U${tag}taro`, displayName: 'たろう', email: null });
    await ask(t, taro, '支払い方法は？');
    const taroAnswer = await answerForm(t, agentId, form.id, { conversationId: taro.conversationId, visitorAccountId: taroAccount }, 'taro@example.com');

    // Two anonymous visitors, one with a form answer and a pending LINE sign-in.
    const anonymous = await startChat(t, agentId);
    await ask(t, anonymous, '営業時間は？');
    await ask(t, anonymous, 'ありがとう');
    const anonymousAnswer = await answerForm(t, agentId, form.id, { conversationId: anonymous.conversationId }, `anon-${tag}@example.com`);
    await lineState(t, agentId, anonymous.visitorId);
    const bystander = await startChat(t, agentId);
    await ask(t, bystander, '送料は？');

    return { agentId, form, mail, account, hanako1, hanako1b, hanako2, answers, stranger, taro, taroAccount, taroAnswer, anonymous, anonymousAnswer, bystander, tag };
  }

  const SITE_PAGE = 'https://shop.example.com/pages';

  it('erases a signed-in visitor everywhere: every browser, conversation, form answer, code and the account', async () => {
    const v = await visitors();
    const traceBefore = await everyVisitorTrace(t);
    expect(traceBefore).toContain(v.mail);

    // Erasing from the second browser's conversation reaches all of Hanako.
    const response = await owner.delete(`conversations/${v.hanako2.conversationId}/visitor`);
    expect(response.statusCode).toBe(200);
    const body = visitorErasureResponseSchema.strict().parse(response.json());
    expect(body).toEqual({ deleted_conversations: 3, deleted_form_answers: 2, deleted_account: true });

    const trace = await everyVisitorTrace(t);
    for (const gone of [v.mail, v.account, v.hanako1.visitorId, v.hanako2.visitorId, v.hanako1.conversationId, v.hanako1b.conversationId, v.hanako2.conversationId, ...v.answers, '駐車場はありますか', 'ポイントは貯まりますか', '返品したいです', `${SITE_PAGE}/hanako`]) {
      expect({ gone, found: trace.includes(gone) }).toEqual({ gone, found: false });
    }
    // Everyone else is untouched: Taro, the anonymous visitors, the stranger's browser (only the code to Hanako's address went).
    for (const kept of [v.taroAccount, v.taro.conversationId, v.taroAnswer, v.anonymous.conversationId, v.anonymousAnswer, v.bystander.conversationId, v.stranger.visitorId, `U${v.tag}taro`]) {
      expect({ kept, found: trace.includes(kept) }).toEqual({ kept, found: true });
    }
    expect(await countWhere(t, 'messages', sql`conversation_id = ${v.anonymous.conversationId}::uuid`)).toBe(4);
    expect(await countWhere(t, 'line_sign_in_states', sql`visitor_id = ${v.anonymous.visitorId}::uuid`)).toBe(1);

    // Done: the conversation is gone, so a second erasure is a 404.
    expect((await owner.delete(`conversations/${v.hanako2.conversationId}/visitor`)).statusCode).toBe(404);
  });

  it('erases a LINE visitor and their account', async () => {
    const v = await visitors();
    const body = (await owner.delete(`conversations/${v.taro.conversationId}/visitor`)).json();
    expect(body).toEqual({ deleted_conversations: 1, deleted_form_answers: 1, deleted_account: true });
    const trace = await everyVisitorTrace(t);
    for (const gone of [`U${v.tag}taro`, v.taroAccount, v.taro.visitorId, v.taroAnswer]) expect({ gone, found: trace.includes(gone) }).toEqual({ gone, found: false });
    expect(trace).toContain(v.account);
    expect(trace).toContain(v.mail);
  });

  it('erases an anonymous visitor: the browser, its conversations and the answers sent in them, nothing else', async () => {
    const v = await visitors();
    const body = (await owner.delete(`conversations/${v.anonymous.conversationId}/visitor`)).json();
    expect(body).toEqual({ deleted_conversations: 1, deleted_form_answers: 1, deleted_account: false });
    const trace = await everyVisitorTrace(t);
    for (const gone of [v.anonymous.visitorId, v.anonymous.conversationId, v.anonymousAnswer, `anon-${v.tag}@example.com`]) {
      expect({ gone, found: trace.includes(gone) }).toEqual({ gone, found: false });
    }
    for (const kept of [v.bystander.conversationId, v.account, v.taroAccount, ...v.answers]) expect({ kept, found: trace.includes(kept) }).toEqual({ kept, found: true });
  });

  it('erases a visitor who signed out since by the account their conversation was held under', async () => {
    const v = await visitors();
    await t.app.database.db.execute(sql`update widget_visitors set visitor_account_id = null where id = ${v.hanako1.visitorId}::uuid`);
    const body = (await owner.delete(`conversations/${v.hanako1.conversationId}/visitor`)).json();
    expect(body).toEqual({ deleted_conversations: 3, deleted_form_answers: 2, deleted_account: true });
    expect(await everyVisitorTrace(t)).not.toContain(v.mail);
  });

  it('answers 404 for another owner’s, an unknown and a malformed id, and erases nothing', async () => {
    const v = await visitors();
    const before = await everyVisitorTrace(t);
    for (const [client, id] of [[other, v.hanako1.conversationId], [owner, UNKNOWN], [owner, 'abc']] as const) {
      const response = await client.delete(`conversations/${id}/visitor`);
      expect({ id, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ id, status: 404, code: 'not_found' });
    }
    expect(await everyVisitorTrace(t)).toBe(before);
  });

  it('leaves another owner’s visitors alone, even one signed in with the same address', async () => {
    const v = await visitors();
    const second = await t.ownerSession();
    const theirs = await startChat(t, second.owner.agentId);
    const theirAccount = await signIn(t, second.owner, theirs.visitorId, { kind: 'mail', email: v.mail });
    await ask(t, theirs, '駐車場はありますか');
    await mailCode(t, second.owner.agentId, theirs.visitorId, v.mail);

    expect((await owner.delete(`conversations/${v.hanako1.conversationId}/visitor`)).json()).toMatchObject({ deleted_account: true });
    expect(await countWhere(t, 'visitor_accounts', sql`id = ${theirAccount}::uuid and email = ${v.mail}`)).toBe(1);
    expect(await countWhere(t, 'messages', sql`conversation_id = ${theirs.conversationId}::uuid`)).toBe(2);
    expect(await countWhere(t, 'mail_sign_in_codes', sql`visitor_id = ${theirs.visitorId}::uuid and email = ${v.mail}`)).toBe(1);
    // And the other owner cannot erase this owner's visitors.
    expect((await ownerClient(t, second).delete(`conversations/${v.taro.conversationId}/visitor`)).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { type Form, formSchema, formVersionSchema } from 'shared-contracts';
import { createVisitorAccount } from '../../src/domains/chatsettings/visitor-accounts/create-visitor-account';
import { submitFormAnswer } from '../../src/domains/forms';
import { ApiError } from '../../src/errors/api-error';
import { createFormsRepository } from '../../src/domains/forms/forms-repository';
import { ownerClient, type OwnerClient } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { CONTACT_FORM, requestOf, VALID_ANSWER } from './form-fixtures';

/** What submitFormAnswer threw, as the public API would answer it. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; message: string; fields?: Record<string, string> }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe(`form versions and answers (${testDatabase})`, () => {
  let t: TestContext;
  let session: OwnerSession;
  let owner: OwnerClient;
  let form: Form;
  beforeAll(async () => {
    t = await createTestContext();
    session = await t.ownerSession();
    owner = ownerClient(t, session);
    form = formSchema.parse((await owner.post('forms', CONTACT_FORM)).json());
  });
  afterAll(() => t?.close());

  const agentId = () => session.owner.agentId;
  const db = () => t.app.database.db;
  const save = async (request: object): Promise<Form> => {
    const response = await owner.put(`forms/${form.id}`, request);
    expect(response.statusCode).toBe(200);
    return formSchema.parse(response.json());
  };

  it('stores a valid answer against the current version, with the values parsed', async () => {
    const answer = await submitFormAnswer(db(), agentId(), form.id, { ...VALID_ANSWER, mail: ' ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ ', unknown: 'dropped' });
    expect(answer).toMatchObject({
      form_id: form.id,
      form_version: 1,
      values: { ...VALID_ANSWER, mail: 'taro@example.com' },
      visitor: { account_id: null, conversation_id: null },
    });
    expect(answer.values).not.toHaveProperty('unknown');
    expect((await owner.get(`forms/${form.id}`)).json()).toMatchObject({ answer_count: 1 });
  });

  it('refuses an invalid answer with one Japanese message per field, and stores nothing', async () => {
    const refused = await refusalOf(
      submitFormAnswer(db(), agentId(), form.id, { name: '', mail: 'taro@', tel: '0312', topic: 'ゴールド', privacy: false }),
    );
    expect(refused).toEqual({
      status: 400,
      message: '入力内容に誤りがあります',
      fields: {
        name: 'お名前を入力してください',
        mail: 'メールアドレスの形式が正しくありません',
        tel: '電話番号の形式が正しくありません',
        topic: 'ご用件は選択肢から選んでください',
        privacy: '個人情報の取り扱いに同意してください',
      },
    });
    expect((await owner.get(`forms/${form.id}`)).json()).toMatchObject({ answer_count: 1 });
  });

  it('keeps the signed-in visitor and the conversation with the answer', async () => {
    const account = await createVisitorAccount(db(), { ownerId: session.owner.id, agentId: agentId(), name: '訪問者', email: 'visitor@example.com', loginType: 'mail' });
    const conversationId = randomUUID();
    const answer = await submitFormAnswer(db(), agentId(), form.id, VALID_ANSWER, { visitorAccountId: account.id, conversationId });
    expect(answer.visitor).toEqual({ account_id: account.id, conversation_id: conversationId });
  });

  it('saves every change as the next version, and the same definition again as no change', async () => {
    const unchanged = await save(requestOf(form));
    expect(unchanged).toMatchObject({ version: 1, updated_at: form.updated_at });

    const renamed = { ...requestOf(form), fields: form.fields.map((field) => (field.key === 'name' ? { ...field, label: '氏名' } : field)) };
    const v2 = await save(renamed);
    expect(v2.version).toBe(2);
    expect(v2.fields[0]?.label).toBe('氏名');

    // v3: the phone field is gone and a required company field arrives.
    const v3 = await save({
      ...renamed,
      fields: [...renamed.fields.filter((field) => field.key !== 'tel'), { key: 'company', label: '会社名', type: 'short_text', required: true }],
    });
    expect(v3.version).toBe(3);
    expect(v3.answer_count).toBe(2);
  });

  it('judges new answers by the current version: the new field is asked for, the removed one dropped', async () => {
    expect(await refusalOf(submitFormAnswer(db(), agentId(), form.id, VALID_ANSWER))).toMatchObject({ fields: { company: '会社名を入力してください' } });
    const answer = await submitFormAnswer(db(), agentId(), form.id, { ...VALID_ANSWER, company: '株式会社サンプル' });
    expect(answer.form_version).toBe(3);
    expect(answer.values).not.toHaveProperty('tel');
  });

  it('still reads an answer of version 1 with the fields of version 1 after the form changed', async () => {
    const forms = createFormsRepository(db());
    const v1Answer = await submitFormAnswer(db(), agentId(), form.id, { ...VALID_ANSWER, company: '株式会社サンプル' });
    const stored = await forms.findAnswer(agentId(), v1Answer.id);
    expect(stored?.version).toBe(3);

    // The first answer of all, given before any change.
    const [first] = await t.app.database.db.query.formAnswers.findMany({ orderBy: (a, { asc }) => [asc(a.createdAt)], limit: 1 });
    if (!first) throw new Error('no answer stored');
    const original = await forms.findAnswer(agentId(), first.id);
    expect(original?.version).toBe(1);
    expect(original?.definition.fields.map((field) => [field.key, field.label])).toEqual([
      ['name', 'お名前'],
      ['mail', 'メールアドレス'],
      ['tel', '電話番号'],
      ['topic', 'ご用件'],
      ['body', 'お問い合わせ内容'],
      ['privacy', '個人情報の取り扱い'],
    ]);
    expect(original?.answer.values).toMatchObject({ name: '山田 太郎', tel: '090-1234-5678' });

    const v1 = formVersionSchema.parse((await owner.get(`forms/${form.id}/versions/1`)).json());
    expect(v1).toMatchObject({ form_id: form.id, version: 1 });
    expect(v1.definition.fields.find((field) => field.key === 'name')?.label).toBe('お名前');
    const v3 = formVersionSchema.parse((await owner.get(`forms/${form.id}/versions/3`)).json());
    expect(v3.definition.fields.map((field) => field.key)).toEqual(['name', 'mail', 'topic', 'body', 'privacy', 'company']);
    expect((await owner.get(`forms/${form.id}/versions/4`)).json()).toEqual({ code: 'not_found', message: 'この版のフォームは見つかりません' });
  });

  it('takes no answers for a form that is switched off, deleted, unknown or another agent’s', async () => {
    const closed = { status: 404, message: 'このフォームは現在ご利用いただけません' };
    const otherSession = await t.ownerSession();
    expect(await refusalOf(submitFormAnswer(db(), otherSession.owner.agentId, form.id, VALID_ANSWER))).toEqual(closed);
    expect(await refusalOf(submitFormAnswer(db(), agentId(), randomUUID(), VALID_ANSWER))).toEqual(closed);

    const current = formSchema.parse((await owner.get(`forms/${form.id}`)).json());
    await save({ ...requestOf(current), enabled: false });
    expect(await refusalOf(submitFormAnswer(db(), agentId(), form.id, { ...VALID_ANSWER, company: 'x' }))).toEqual(closed);
    await save({ ...requestOf(current), enabled: true });
    expect((await owner.delete(`forms/${form.id}`)).statusCode).toBe(204);
    expect(await refusalOf(submitFormAnswer(db(), agentId(), form.id, { ...VALID_ANSWER, company: 'x' }))).toEqual(closed);
  });
});

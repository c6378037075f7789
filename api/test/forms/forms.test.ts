import { randomUUID } from 'node:crypto';
import { type Form, formListResponseSchema, formSchema } from 'shared-contracts';
import { appWithTwoOwners, type OwnerClient, refusal } from '../chatsettings/owner-client';
import { sleep, testDatabase } from '../helper';
import { CONTACT_FORM, formNamed, requestOf } from './form-fixtures';

const NOT_FOUND = { code: 'not_found', message: 'フォームが見つかりません。削除された可能性があります。画面を再読み込みしてください。' };

describe(`forms (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({}, { persistent: true });

  const create = async (client: OwnerClient, body: object): Promise<Form> => {
    const response = await client.post('forms', body);
    expect(response.statusCode).toBe(201);
    return formSchema.strict().parse(response.json());
  };
  const list = async (client: OwnerClient, query: Record<string, string> = {}) => {
    const response = await client.get('forms', query);
    expect(response.statusCode).toBe(200);
    return formListResponseSchema.strict().parse(response.json());
  };

  it('starts empty', async () => {
    expect(await list(owner)).toEqual({ data: [], total_records: 0, page: 1, limit: 50 });
  });

  it('creates a form as version 1 with the defaults filled in, and reads it back', async () => {
    const form = await create(owner, CONTACT_FORM);
    expect(form).toMatchObject({
      name: 'お問い合わせ',
      version: 1,
      answer_count: 0,
      enabled: true,
      submit_label: '送信する',
      triggers: { keywords: ['問い合わせ', '連絡'], by_agent: true, quick_replies: [] },
    });
    expect(form.fields.map((field) => [field.key, field.type])).toEqual([
      ['name', 'short_text'],
      ['mail', 'email'],
      ['tel', 'phone'],
      ['topic', 'single_choice'],
      ['body', 'long_text'],
      ['privacy', 'consent'],
    ]);
    expect(form.fields[2]).toEqual({ key: 'tel', label: '電話番号', type: 'phone', required: false, help_text: '', placeholder: '' });
    expect((await owner.get(`forms/${form.id}`)).json()).toEqual(form);
  });

  it('lists summaries with field and answer counts, searches names and descriptions, pages and sorts', async () => {
    const names = ['資料請求', '来店予約', 'セミナー申し込み'];
    for (const name of names) {
      await sleep(5);
      await create(owner, { ...formNamed(name), description: name === '来店予約' ? '店舗での相談を予約します' : '' });
    }
    const all = await list(owner);
    expect(all.total_records).toBe(4);
    expect(all.data.map((row) => row.name)).toEqual(['セミナー申し込み', '来店予約', '資料請求', 'お問い合わせ']);
    expect(all.data[0]).toMatchObject({ field_count: 6, answer_count: 0, enabled: true, version: 1 });

    expect((await list(owner, { sort_order: 'asc' })).data.map((row) => row.name)[0]).toBe('お問い合わせ');
    expect((await list(owner, { q: '予約' })).data.map((row) => row.name)).toEqual(['来店予約']);
    expect((await list(owner, { q: '店舗' })).data.map((row) => row.name)).toEqual(['来店予約']);
    expect((await list(owner, { q: '100%' })).data).toEqual([]);
    const second = await list(owner, { page: '2', limit: '50' });
    expect(second).toMatchObject({ data: [], total_records: 4, page: 2 });
  });

  it('orders by the last change with sort_by=updated_at', async () => {
    const oldest = (await list(owner, { sort_order: 'asc' })).data[0];
    if (!oldest) throw new Error('fixtures missing');
    await sleep(5);
    const full = formSchema.parse((await owner.get(`forms/${oldest.id}`)).json());
    expect((await owner.put(`forms/${oldest.id}`, { ...requestOf(full), description: '更新しました' })).statusCode).toBe(200);
    expect((await list(owner, { sort_by: 'updated_at' })).data[0]?.id).toBe(oldest.id);
    // SPEC writes the key as "Updated_at".
    expect((await list(owner, { sort_by: 'Updated_at' })).data[0]?.id).toBe(oldest.id);
  });

  it.each([
    ['no name', { ...CONTACT_FORM, name: ' ' }, 'name', 'フォーム名を入力してください'],
    ['a name of 51 characters', formNamed('あ'.repeat(51)), 'name', 'フォーム名は50文字以内で入力してください'],
    ['no fields', { ...CONTACT_FORM, fields: [] }, 'fields', '項目を1つ以上追加してください'],
    ['a field without a label', { ...CONTACT_FORM, fields: [{ key: 'a', label: '', type: 'email' }] }, 'fields.0.label', '項目名を入力してください'],
    ['a choice with one option', { ...CONTACT_FORM, fields: [{ key: 'a', label: '選択', type: 'dropdown', options: ['はい'] }] }, 'fields.0.options', '選択肢は2つ以上入力してください'],
    ['a short text longer than 500', { ...CONTACT_FORM, fields: [{ key: 'a', label: 'a', type: 'short_text', max_length: 501 }] }, 'fields.0.max_length', '最大文字数は1〜500の整数で入力してください'],
    ['an unknown field type', { ...CONTACT_FORM, fields: [{ key: 'a', label: 'a', type: 'file' }] }, 'fields.0.type', '項目の種類を選んでください'],
    ['two fields with one key', { ...CONTACT_FORM, fields: [{ key: 'a', label: 'a', type: 'email' }, { key: 'a', label: 'b', type: 'phone' }] }, 'fields.1.key', '同じ項目キーが2回使われています'],
    ['a kana-folded duplicate keyword', { ...CONTACT_FORM, triggers: { keywords: ['カタログ', 'かたろぐ'] } }, 'triggers.keywords.1', 'キーワード「かたろぐ」が重複しています'],
    ['21 keywords', { ...CONTACT_FORM, triggers: { keywords: Array.from({ length: 21 }, (_, i) => `語${i}`) } }, 'triggers.keywords', 'キーワードは20個までです'],
    ['no thank-you message', { ...CONTACT_FORM, thank_you_message: '' }, 'thank_you_message', '送信完了メッセージを入力してください'],
    ['a submit label of 21 characters', { ...CONTACT_FORM, submit_label: 'あ'.repeat(21) }, 'submit_label', '送信ボタンの表示名は20文字以内で入力してください'],
  ])('refuses %s with the message the builder shows', async (_name, body, field, message) => {
    expect(refusal(await owner.post('forms', body))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it('duplicates a form as a new one, switched off, named 「…のコピー」 within 50 characters', async () => {
    const source = await create(owner, formNamed('あ'.repeat(50)));
    const response = await owner.post(`forms/${source.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = formSchema.strict().parse(response.json());
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: `${'あ'.repeat(46)}のコピー`, enabled: false, version: 1, answer_count: 0, fields: source.fields });
    expect((await owner.get(`forms/${source.id}`)).json()).toEqual(source);
  });

  it('deletes by archiving: gone from the list and the API, and a second delete is a 404', async () => {
    const doomed = await create(owner, formNamed('削除する'));
    const before = (await list(owner)).total_records;
    expect((await owner.delete(`forms/${doomed.id}`)).statusCode).toBe(204);
    expect((await list(owner)).total_records).toBe(before - 1);
    expect((await owner.get(`forms/${doomed.id}`)).json()).toEqual(NOT_FOUND);
    expect((await owner.put(`forms/${doomed.id}`, CONTACT_FORM)).statusCode).toBe(404);
    expect((await owner.post(`forms/${doomed.id}/duplicate`)).statusCode).toBe(404);
    expect((await owner.delete(`forms/${doomed.id}`)).json()).toEqual(NOT_FOUND);
    // Its answers still need the definition they were given against.
    expect((await owner.get(`forms/${doomed.id}/versions/1`)).statusCode).toBe(200);
  });

  it("hides one owner's forms from another: 404 on every path, none in the list", async () => {
    const [mine] = (await list(owner)).data;
    if (!mine) throw new Error('fixtures missing');
    expect((await list(other)).total_records).toBe(0);
    for (const response of [
      await other.get(`forms/${mine.id}`),
      await other.put(`forms/${mine.id}`, CONTACT_FORM),
      await other.delete(`forms/${mine.id}`),
      await other.post(`forms/${mine.id}/duplicate`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await other.get(`forms/${mine.id}/versions/1`)).statusCode).toBe(404);
    expect((await other.get(`forms/${randomUUID()}`)).statusCode).toBe(404);
    expect((await owner.get(`forms/${mine.id}`)).statusCode).toBe(200);
  });

  it('answers 400 for a malformed id or version, and 401 without a token', async () => {
    expect(refusal(await owner.get('forms/contact'))).toMatchObject({ status: 400, fields: { id: 'IDの形式が正しくありません' } });
    const [mine] = (await list(owner)).data;
    expect(refusal(await owner.get(`forms/${mine?.id ?? ''}/versions/0`))).toMatchObject({ status: 400, fields: { version: '版の番号は1以上の整数で指定してください' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/forms' })).statusCode).toBe(401);
  });

  it('documents every forms endpoint behind the bearer token', async () => {
    type Operations = Record<string, Record<string, { security?: unknown[] }>>;
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Operations }>().paths;
    const expected: [string, string][] = [
      ['/api/v1/forms/', 'get'],
      ['/api/v1/forms/', 'post'],
      ['/api/v1/forms/{id}', 'get'],
      ['/api/v1/forms/{id}', 'put'],
      ['/api/v1/forms/{id}', 'delete'],
      ['/api/v1/forms/{id}/duplicate', 'post'],
      ['/api/v1/forms/{id}/versions/{version}', 'get'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method]?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('keeps forms across a restart', async () => {
    const before = await list(owner);
    await t.restart();
    expect(await list(owner)).toEqual(before);
  });
});


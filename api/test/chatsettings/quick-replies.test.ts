import { randomUUID } from 'node:crypto';
import { QUICK_REPLIES_MAX, type QuickReply, type QuickReplyCreateRequest, quickReplyListResponseSchema, quickReplySchema } from 'shared-contracts';
import { testDatabase } from '../helper';
import { appWithTwoOwners, type OwnerClient, ownerClient, refusal } from './owner-client';

const SEND_TEXT: QuickReplyCreateRequest = { label: '料金について', action: { type: 'send_text', text: '料金プランを教えてください' } };

describe(`quick replies (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({}, { persistent: true });

  const create = async (client: OwnerClient, body: QuickReplyCreateRequest): Promise<QuickReply> => {
    const response = await client.post('quick-replies', body);
    expect(response.statusCode).toBe(201);
    return quickReplySchema.strict().parse(response.json());
  };
  const list = async (client: OwnerClient) => quickReplyListResponseSchema.strict().parse((await client.get('quick-replies')).json()).data;

  it('starts empty', async () => {
    expect(await list(owner)).toEqual([]);
  });

  it('creates each action type at the end of the order, with the defaults filled in', async () => {
    const first = await create(owner, SEND_TEXT);
    expect(first).toMatchObject({ label: '料金について', placement: 'both', enabled: true, sort_order: 0 });
    const second = await create(owner, { label: '営業時間', action: { type: 'fixed_reply', message: '平日9時〜18時です。' }, placement: 'start', enabled: false });
    const third = await create(owner, { label: 'お問い合わせ', action: { type: 'open_link', url: 'https://example.com/contact' }, placement: 'after_answer' });
    const form = await owner.post('forms', { name: '資料請求', fields: [{ key: 'mail', label: 'メールアドレス', type: 'email' }], thank_you_message: 'ありがとうございました。' });
    expect(form.statusCode).toBe(201);
    const formId = form.json<{ id: string }>().id;
    const fourth = await create(owner, { label: '資料請求', action: { type: 'open_form', form_id: formId } });
    expect([second.sort_order, third.sort_order, fourth.sort_order]).toEqual([1, 2, 3]);
    expect(fourth.action).toEqual({ type: 'open_form', form_id: formId });
    expect((await list(owner)).map((q) => q.label)).toEqual(['料金について', '営業時間', 'お問い合わせ', '資料請求']);
  });

  it('gets, replaces and deletes one, closing the gap in the order', async () => {
    const [first, second] = await list(owner);
    if (!first || !second) throw new Error('fixtures missing');
    expect((await owner.get(`quick-replies/${second.id}`)).json()).toEqual(second);

    const updated = await owner.put(`quick-replies/${second.id}`, { label: '営業時間（更新）', action: { type: 'send_text', text: '営業時間は？' }, placement: 'both', enabled: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: second.id, label: '営業時間（更新）', sort_order: 1, created_at: second.created_at });

    expect((await owner.delete(`quick-replies/${first.id}`)).statusCode).toBe(204);
    expect((await owner.get(`quick-replies/${first.id}`)).statusCode).toBe(404);
    expect((await list(owner)).map((q) => q.sort_order)).toEqual([0, 1, 2]);
  });

  it('reorders by the full list of ids', async () => {
    const ids = (await list(owner)).map((q) => q.id).reverse();
    const response = await owner.put('quick-replies/order', { ids });
    expect(response.statusCode).toBe(200);
    expect(quickReplyListResponseSchema.parse(response.json()).data.map((q) => q.id)).toEqual(ids);
    expect((await list(owner)).map((q) => [q.id, q.sort_order])).toEqual(ids.map((id, index) => [id, index]));
  });

  it('refuses an order that is not exactly the current set, and changes nothing', async () => {
    const before = await list(owner);
    const ids = before.map((q) => q.id);
    const stale = { status: 400, code: 'stale_order', fields: {} };
    const message = 'クイックリプライの一覧がほかの画面で変更されています。画面を再読み込みしてから並べ替えてください';
    for (const wrong of [ids.slice(1), [...ids, randomUUID()], [...ids.slice(1), randomUUID()]]) {
      const response = await owner.put('quick-replies/order', { ids: wrong });
      expect(refusal(response)).toEqual(stale);
      expect(response.json()).toMatchObject({ message });
    }
    expect(refusal(await owner.put('quick-replies/order', { ids: [ids[0], ids[0]] }))).toEqual({
      status: 400,
      code: 'validation_error',
      fields: { ids: '同じクイックリプライが2回含まれています' },
    });
    expect(await list(owner)).toEqual(before);
  });

  it.each([
    ['an empty label', { ...SEND_TEXT, label: '' }, 'label', 'ボタンの表示名を入力してください'],
    ['a label of 21 characters', { ...SEND_TEXT, label: 'あ'.repeat(21) }, 'label', 'ボタンの表示名は20文字以内で入力してください'],
    ['an unknown action', { ...SEND_TEXT, action: { type: 'call_phone' } }, 'action.type', 'ボタンを押したときの動作を選んでください'],
    ['a javascript: link', { ...SEND_TEXT, action: { type: 'open_link', url: 'javascript:alert(1)' } }, 'action.url', 'リンク先のURLは http:// または https:// で始まるURLを入力してください（例: https://example.com/contact）'],
    ['a form that is not an id', { ...SEND_TEXT, action: { type: 'open_form', form_id: 'contact' } }, 'action.form_id', '開くフォームを選んでください'],
    ['an unknown placement', { ...SEND_TEXT, placement: 'always' }, 'placement', '表示するタイミングを選んでください'],
  ])('refuses %s with the message the form shows', async (_label, body, field, message) => {
    expect(refusal(await owner.post('quick-replies', body))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("hides one owner's quick replies from another: 404 on every id, none in the list", async () => {
    const [mine] = await list(owner);
    if (!mine) throw new Error('fixtures missing');
    expect(await list(other)).toEqual([]);
    expect((await other.get(`quick-replies/${mine.id}`)).statusCode).toBe(404);
    expect((await other.put(`quick-replies/${mine.id}`, SEND_TEXT)).statusCode).toBe(404);
    expect((await other.delete(`quick-replies/${mine.id}`)).json()).toEqual({
      code: 'not_found',
      message: 'クイックリプライが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
    });
    // Another owner's ids are not "the current set" of this one.
    expect((await other.put('quick-replies/order', { ids: [mine.id] })).statusCode).toBe(400);
    expect((await owner.get(`quick-replies/${mine.id}`)).json()).toEqual(mine);
  });

  it('keeps the quick replies and their order across a restart', async () => {
    const before = await list(owner);
    await t.restart();
    expect(await list(owner)).toEqual(before);
  });

  it(`stops at ${QUICK_REPLIES_MAX} per owner`, async () => {
    const fresh = ownerClient(t, await t.ownerSession());
    for (let i = 0; i < QUICK_REPLIES_MAX; i += 1) await create(fresh, { ...SEND_TEXT, label: `ボタン${i}` });
    const response = await fresh.post('quick-replies', SEND_TEXT);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'limit_reached', message: `クイックリプライは${QUICK_REPLIES_MAX}件までです。不要なものを削除してから追加してください` });
    expect(await list(fresh)).toHaveLength(QUICK_REPLIES_MAX);
    expect((await list(owner)).length).toBeLessThan(QUICK_REPLIES_MAX);
  });
});

import { randomUUID } from 'node:crypto';
import { formSchema, quickReplySchema } from 'shared-contracts';
import { appWithTwoOwners, type OwnerClient, refusal } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { CONTACT_FORM } from './form-fixtures';

const MISSING = { status: 400, code: 'validation_error', fields: { 'action.form_id': '選んだフォームが見つかりません。削除された可能性があります。別のフォームを選んでください' } };

describe(`quick replies that open forms (${testDatabase})`, () => {
  const { owner, other } = appWithTwoOwners();

  const newForm = async (client: OwnerClient, name: string) => formSchema.parse((await client.post('forms', { ...CONTACT_FORM, name })).json());
  const opening = (formId: string) => ({ label: '資料請求', action: { type: 'open_form', form_id: formId } });

  it("opens one of the owner's forms, and the form lists the quick replies that open it", async () => {
    const form = await newForm(owner, '資料請求');
    const response = await owner.post('quick-replies', opening(form.id));
    expect(response.statusCode).toBe(201);
    const reply = quickReplySchema.parse(response.json());
    expect((await owner.get(`forms/${form.id}`)).json()).toMatchObject({
      triggers: { quick_replies: [{ id: reply.id, label: '資料請求', enabled: true }] },
    });
  });

  it('refuses a form id that is unknown or another owner’s, on create and on update', async () => {
    const foreign = await newForm(other, 'よその資料請求');
    expect(refusal(await owner.post('quick-replies', opening(randomUUID())))).toEqual(MISSING);
    expect(refusal(await owner.post('quick-replies', opening(foreign.id)))).toEqual(MISSING);

    const sendText = quickReplySchema.parse((await owner.post('quick-replies', { label: '料金', action: { type: 'send_text', text: '料金は？' } })).json());
    expect(refusal(await owner.put(`quick-replies/${sendText.id}`, opening(foreign.id)))).toEqual(MISSING);
    expect((await owner.get(`quick-replies/${sendText.id}`)).json()).toMatchObject({ action: { type: 'send_text' } });
  });

  it('refuses a deleted form, so no new button points at it', async () => {
    const form = await newForm(owner, '終了したキャンペーン');
    const reply = quickReplySchema.parse((await owner.post('quick-replies', opening(form.id))).json());
    expect((await owner.delete(`forms/${form.id}`)).statusCode).toBe(204);
    expect(refusal(await owner.post('quick-replies', opening(form.id)))).toEqual(MISSING);
    expect(refusal(await owner.put(`quick-replies/${reply.id}`, { ...opening(form.id), label: '新しい名前' }))).toEqual(MISSING);
  });
});

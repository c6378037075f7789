import { FIXED_MESSAGES_DEFAULTS, type FixedMessages, fixedMessagesResponseSchema } from 'shared-contracts';
import { testDatabase } from '../helper';
import { appWithTwoOwners, refusal } from './owner-client';

function saved(): FixedMessages {
  const document = structuredClone(FIXED_MESSAGES_DEFAULTS);
  document.messages.greeting = '{visitor_name}様、{agent_name}です。本日は{date}です。';
  document.messages.outside_hours = '営業時間外です。平日9時〜18時にご連絡ください。';
  document.business_hours.enabled = true;
  document.business_hours.timezone = 'Asia/Tokyo';
  document.business_hours.days.sat = { closed: false, ranges: [{ open: '10:00', close: '12:00' }, { open: '13:00', close: '24:00' }] };
  return document;
}

describe(`fixed messages (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({}, { persistent: true });

  it('answers every kind and the business hours as defaults before the first save', async () => {
    const body = fixedMessagesResponseSchema.strict().parse((await owner.get('fixed-messages')).json());
    expect(body).toEqual({ ...FIXED_MESSAGES_DEFAULTS, updated_at: null });
  });

  it('saves messages and business hours as one document, variables kept as written', async () => {
    const response = await owner.put('fixed-messages', saved());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...saved(), updated_at: expect.any(String) });
    expect((await owner.get('fixed-messages')).json()).toMatchObject({ messages: { greeting: '{visitor_name}様、{agent_name}です。本日は{date}です。' } });
  });

  it.each([
    ['an unknown variable', (d: FixedMessages) => Object.assign(d.messages, { fallback: '{名前}さん、すみません' }), 'messages.fallback', '使えない変数があります: {名前}。使える変数は {agent_name} {visitor_name} {date} {time} です'],
    ['an empty greeting', (d: FixedMessages) => Object.assign(d.messages, { greeting: '   ' }), 'messages.greeting', 'あいさつのメッセージを入力してください'],
    [
      'overlapping hours',
      (d: FixedMessages) => Object.assign(d.business_hours.days.mon, { ranges: [{ open: '09:00', close: '12:00' }, { open: '11:00', close: '13:00' }] }),
      'business_hours.days.mon.ranges.1.open',
      '時間帯が重なっています',
    ],
    ['a range that ends before it starts', (d: FixedMessages) => Object.assign(d.business_hours.days.tue, { ranges: [{ open: '18:00', close: '09:00' }] }), 'business_hours.days.tue.ranges.0.close', '終了時刻は開始時刻より後にしてください'],
    ['an open day without hours', (d: FixedMessages) => Object.assign(d.business_hours.days, { wed: { closed: false, ranges: [] } }), 'business_hours.days.wed.ranges', '営業する曜日は時間帯を1つ以上入力してください'],
    ['an unknown time zone', (d: FixedMessages) => Object.assign(d.business_hours, { timezone: 'Mars/Olympus' }), 'business_hours.timezone', 'タイムゾーンが正しくありません（例: Asia/Tokyo）'],
  ])('refuses %s with the message the form shows', async (_label, change, field, message) => {
    const document = saved();
    change(document);
    const response = await owner.put('fixed-messages', document);
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("keeps one owner's messages from another", async () => {
    expect((await other.get('fixed-messages')).json()).toEqual({ ...FIXED_MESSAGES_DEFAULTS, updated_at: null });
  });

  it('keeps the saved document across a restart', async () => {
    const before = (await owner.get('fixed-messages')).json();
    await t.restart();
    expect((await owner.get('fixed-messages')).json()).toEqual(before);
  });
});

import {
  FIXED_MESSAGES_DEFAULTS,
  FIXED_MESSAGE_KINDS,
  FIXED_MESSAGE_KIND_LABELS,
  MESSAGE_VARIABLE_SAMPLES,
  fillVariables,
  fixedMessagesRequestSchema as schema,
  fixedMessagesResponseSchema,
  unknownVariables,
} from '../../src';
import { expectAccepted, expectRefused, times } from './expect-issues';

const valid = FIXED_MESSAGES_DEFAULTS;
const withMessage = (kind: string, body: unknown) => ({ ...valid, messages: { ...valid.messages, [kind]: body } });

describe('fixedMessagesRequestSchema: messages', () => {
  it('accepts the defaults of a fresh account', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('reads a document saved before pictures as text only, and takes a picture on the greeting and the messages that answer', () => {
    const { images: _none, ...before } = valid;
    expect(schema.parse(before).images).toEqual({ greeting: null, fallback: null, forbidden_refusal: null, error: null, outside_hours: null });
    // Saved when only the answering messages could carry one: the greeting reads as text only.
    expect(schema.parse({ ...valid, images: { fallback: null, forbidden_refusal: null, error: null, outside_hours: null } }).images.greeting).toBeNull();
    const picture = '00000000-0000-4000-8000-0000000000e1';
    expect(schema.parse({ ...valid, images: { fallback: picture } }).images).toEqual({ greeting: null, fallback: picture, forbidden_refusal: null, error: null, outside_hours: null });
    expect(schema.parse({ ...valid, images: { greeting: picture } }).images.greeting).toBe(picture);
    expectRefused(schema, { ...valid, images: { outside_hours: 'x.png' } }, ['images', 'outside_hours'], '画像の指定が正しくありません。メディアライブラリから選び直してください');
  });

  it('labels the five kinds in Japanese', () => {
    expect(FIXED_MESSAGE_KINDS.map((k) => FIXED_MESSAGE_KIND_LABELS[k])).toEqual([
      'あいさつ',
      '回答が見つからないとき',
      '禁止ワードを含むとき',
      'エラーが起きたとき',
      '営業時間外',
    ]);
  });

  it.each(FIXED_MESSAGE_KINDS)('bounds %s at 1〜1000 characters', (kind) => {
    const label = FIXED_MESSAGE_KIND_LABELS[kind];
    expectAccepted(schema, withMessage(kind, times('あ', 1000)));
    expectRefused(schema, withMessage(kind, times('あ', 1001)), ['messages', kind], `${label}のメッセージは1000文字以内で入力してください`);
    expectRefused(schema, withMessage(kind, ''), ['messages', kind], `${label}のメッセージを入力してください`);
  });

  it('accepts every variable, more than once', () => {
    expectAccepted(schema, withMessage('greeting', '{visitor_name}様、{agent_name}です。{date} {time} {agent_name}'));
  });

  it('refuses unknown variables, naming each once and listing the ones that exist', () =>
    expectRefused(
      schema,
      withMessage('greeting', '{名前}様、{agent_name}です。{foo}{foo}'),
      ['messages', 'greeting'],
      '使えない変数があります: {名前} {foo}。使える変数は {agent_name} {visitor_name} {date} {time} です',
    ));

  it('refuses a variable written with spaces or another case instead of passing it to visitors', () => {
    expect(unknownVariables('{ agent_name } {Agent_Name} {agent_name}')).toEqual(['{ agent_name }', '{Agent_Name}']);
  });

  it('lets braces that hold no name through', () => {
    expect(unknownVariables('{} と { だけ }')).toEqual(['{ だけ }']);
    expect(unknownVariables('{}')).toEqual([]);
  });
});

describe('fillVariables', () => {
  const values = { agent_name: 'ミライ', visitor_name: '佐藤', date: '11月21日', time: '9:05' };
  it('fills every occurrence of every variable', () => {
    expect(fillVariables('{visitor_name}様、{agent_name}です。{date} {time}／{agent_name}', values)).toBe(
      '佐藤様、ミライです。11月21日 9:05／ミライ',
    );
  });
  it('leaves unknown placeholders and plain text as written', () => {
    expect(fillVariables('{foo} と {agent_name} と {}', values)).toBe('{foo} と ミライ と {}');
  });
  it('fills in one pass, so a value holding a variable name is not expanded again', () => {
    expect(fillVariables('{visitor_name}', { ...values, visitor_name: '{time}' })).toBe('{time}');
  });
  it('fills the defaults with the preview samples', () => {
    expect(fillVariables(FIXED_MESSAGES_DEFAULTS.messages.greeting, MESSAGE_VARIABLE_SAMPLES)).toBe(
      'こんにちは、AIアシスタントです。ご質問をどうぞ。',
    );
  });
});

describe('fixedMessagesRequestSchema: business hours', () => {
  const hours = valid.business_hours;
  const withDay = (day: unknown) => ({ ...valid, business_hours: { ...hours, days: { ...hours.days, mon: day } } });
  const open = (...ranges: [string, string][]) => ({ closed: false, ranges: ranges.map(([o, c]) => ({ open: o, close: c })) });
  const at = (...rest: (string | number)[]) => ['business_hours', 'days', 'mon', ...rest];

  it('is off by default, in Asia/Tokyo, with weekdays 9–18 and the weekend closed', () => {
    expect(hours.enabled).toBe(false);
    expect(hours.timezone).toBe('Asia/Tokyo');
    expect(hours.days.fri).toEqual({ closed: false, ranges: [{ open: '09:00', close: '18:00' }] });
    expect(hours.days.sun).toEqual({ closed: true, ranges: [] });
  });

  it.each([
    ['a whole day', open(['00:00', '24:00'])],
    ['touching ranges', open(['09:00', '12:00'], ['12:00', '18:00'])],
    ['ranges out of order', open(['13:00', '18:00'], ['09:00', '12:00'])],
    ['three ranges', open(['06:00', '08:00'], ['09:00', '12:00'], ['13:00', '23:59'])],
    ['a closed day without ranges', { closed: true, ranges: [] }],
    ['a closed day keeping its ranges', { closed: true, ranges: [{ open: '09:00', close: '18:00' }] }],
  ])('accepts %s', (_name, day) => expectAccepted(schema, withDay(day)));

  it.each([
    ['close equal to open', ['09:00', '09:00']],
    ['close before open', ['18:00', '09:00']],
    ['an open at 24:00', ['24:00', '24:00']],
  ] as const)('refuses %s', (_name, range) =>
    expectRefused(schema, withDay(open([...range])), at('ranges', 0, 'close'), '終了時刻は開始時刻より後にしてください'));

  it.each(['9:00', '25:00', '12:60', '24:01', '0900', ''])('refuses the time %j', (time) => {
    expectRefused(
      schema,
      withDay(open([time, '23:00'])),
      at('ranges', 0, 'open'),
      '開始時刻は 09:00 のように「時:分」の24時間表記で入力してください',
    );
    expectRefused(
      schema,
      withDay(open(['00:00', time])),
      at('ranges', 0, 'close'),
      '終了時刻は 09:00 のように「時:分」の24時間表記で入力してください',
    );
  });

  it('refuses an open day without a range', () =>
    expectRefused(schema, withDay(open()), at('ranges'), '営業する曜日は時間帯を1つ以上入力してください'));

  it('refuses a fourth range', () =>
    expectRefused(
      schema,
      withDay(open(['01:00', '02:00'], ['03:00', '04:00'], ['05:00', '06:00'], ['07:00', '08:00'])),
      at('ranges'),
      '時間帯は1日3つまでです',
    ));

  it('points at the later of two overlapping ranges', () =>
    expectRefused(schema, withDay(open(['12:00', '18:00'], ['09:00', '13:00'])), at('ranges', 0, 'open'), '時間帯が重なっています'));

  it.each(['Asia/Tokyo', 'UTC', 'America/New_York'])('accepts the timezone %s', (timezone) =>
    expectAccepted(schema, { ...valid, business_hours: { ...hours, timezone } }));
  it.each(['Tokyo', 'Mars/Base', ''])('refuses the timezone %j', (timezone) =>
    expectRefused(
      schema,
      { ...valid, business_hours: { ...hours, timezone } },
      ['business_hours', 'timezone'],
      'タイムゾーンが正しくありません（例: Asia/Tokyo）',
    ));

  it('needs all seven days', () => {
    const { sun: _sun, ...sixDays } = hours.days;
    expect(schema.safeParse({ ...valid, business_hours: { ...hours, days: sixDays } }).success).toBe(false);
  });
});

describe('fixedMessagesResponseSchema', () => {
  it('answers the settings with updated_at', () => {
    expectAccepted(fixedMessagesResponseSchema, { ...valid, updated_at: null });
  });
});

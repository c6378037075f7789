import { z } from 'zod';
import {
  FORMS_API_PATHS,
  FORM_SUBPATHS,
  formListQuerySchema,
  formListResponseSchema,
  formRequestSchema as schema,
  formSchema,
  formVersionParamsSchema,
  formVersionSchema,
  keywordKey,
} from '../../src';
import { expectAccepted, expectRefused, times } from '../chatsettings/expect-issues';

const field = (key: string) => ({ key, label: `項目${key}`, type: 'short_text' });
const valid = { name: '資料請求', fields: [field('a')], thank_you_message: 'ありがとうございました。' };

describe('formRequestSchema', () => {
  it('fills the defaults: no description, 送信する, no keywords, not offered by the agent, enabled', () => {
    expect(schema.parse(valid)).toEqual({
      name: '資料請求',
      description: '',
      fields: [{ key: 'a', label: '項目a', type: 'short_text', required: false, help_text: '', placeholder: '', max_length: 100 }],
      thank_you_message: 'ありがとうございました。',
      submit_label: '送信する',
      triggers: { keywords: [], by_agent: false },
      enabled: true,
    });
  });

  it('takes a name of 1 to 50 characters', () => {
    expectAccepted(schema, { ...valid, name: times('資', 50) });
    expectRefused(schema, { ...valid, name: times('資', 51) }, ['name'], 'フォーム名は50文字以内で入力してください');
    expectRefused(schema, { ...valid, name: '' }, ['name'], 'フォーム名を入力してください');
  });

  it('takes a description of up to 500, a thank-you message of 1 to 500 and a submit label of 1 to 20 characters', () => {
    expectAccepted(schema, { ...valid, description: times('説', 500), thank_you_message: times('謝', 500), submit_label: times('送', 20) });
    expectRefused(schema, { ...valid, description: times('説', 501) }, ['description'], '説明は500文字以内で入力してください');
    expectRefused(schema, { ...valid, thank_you_message: times('謝', 501) }, ['thank_you_message'], '送信完了メッセージは500文字以内で入力してください');
    expectRefused(schema, { ...valid, thank_you_message: ' ' }, ['thank_you_message'], '送信完了メッセージを入力してください');
    expectRefused(schema, { ...valid, submit_label: times('送', 21) }, ['submit_label'], '送信ボタンの表示名は20文字以内で入力してください');
  });

  it('takes 1 to 30 fields with distinct keys', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => field(`f${i}`));
    expectAccepted(schema, { ...valid, fields: many(30) });
    expectRefused(schema, { ...valid, fields: [] }, ['fields'], '項目を1つ以上追加してください');
    expectRefused(schema, { ...valid, fields: many(31) }, ['fields'], '項目は30個までです');
    expectRefused(schema, { ...valid, fields: [field('a'), field('b'), field('a')] }, ['fields', 2, 'key'], '同じ項目キーが2回使われています');
  });

  it('names a field rule by its place in the list', () => {
    expectRefused(schema, { ...valid, fields: [field('a'), { ...field('b'), label: '' }] }, ['fields', 1, 'label'], '項目名を入力してください');
  });

  describe('keywords', () => {
    it('takes up to 20 keywords of up to 30 characters', () => {
      const keywords = Array.from({ length: 20 }, (_, i) => `${times('語', 28)}${String(i).padStart(2, '0')}`);
      expectAccepted(schema, { ...valid, triggers: { keywords, by_agent: true } });
      expectRefused(schema, { ...valid, triggers: { keywords: [...keywords, '追加'] } }, ['triggers', 'keywords'], 'キーワードは20個までです');
      expectRefused(schema, { ...valid, triggers: { keywords: [times('語', 31)] } }, ['triggers', 'keywords', 0], 'キーワードは30文字以内で入力してください');
      expectRefused(schema, { ...valid, triggers: { keywords: [' '] } }, ['triggers', 'keywords', 0], 'キーワードを入力してください');
    });
    it('judges duplicates the way the runtime matches: NFKC, case and kana folded', () => {
      expect(keywordKey('ｼﾘｮｳ 請求')).toBe(keywordKey('しりょう　請求'));
      expect(keywordKey('Catalog')).toBe(keywordKey('ＣＡＴＡＬＯＧ'));
      expectRefused(
        schema,
        { ...valid, triggers: { keywords: ['資料請求', 'カタログ', 'ｶﾀﾛｸﾞ'] } },
        ['triggers', 'keywords', 2],
        'キーワード「ｶﾀﾛｸﾞ」が重複しています',
      );
    });
  });
});

describe('form resources', () => {
  const id = '0b8f7f53-2a8e-4f6c-9a57-3c1c1f7a9e10';
  const stamp = '2026-11-21T01:02:03.000Z';

  it('answers a form with its triggers, the quick replies that open it, its version and answer count', () => {
    const form = {
      ...schema.parse(valid),
      id,
      triggers: { keywords: ['資料'], by_agent: true, quick_replies: [{ id, label: '資料請求', enabled: true }] },
      version: 3,
      answer_count: 12,
      created_at: stamp,
      updated_at: stamp,
    };
    expect(formSchema.strict().parse(form)).toEqual(form);
  });

  it('reads the list query with q, and the version number from the path', () => {
    expect(formListQuerySchema.parse({ q: ' 資料 ' })).toEqual({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc', q: '資料' });
    expect(formVersionParamsSchema.parse({ id, version: '2' })).toEqual({ id, version: 2 });
    expect(formVersionParamsSchema.safeParse({ id, version: '0' }).error?.issues[0]?.message).toBe('版の番号は1以上の整数で指定してください');
  });

  it('converts to JSON Schema: requests as input, responses as output', () => {
    expect(z.toJSONSchema(schema, { io: 'input' })).toHaveProperty('type', 'object');
    for (const response of [formSchema, formListResponseSchema, formVersionSchema]) {
      expect(z.toJSONSchema(response, { io: 'output' })).toHaveProperty('type', 'object');
    }
  });

  it('names its paths below /api/v1 without a leading slash', () => {
    expect(FORMS_API_PATHS).toEqual({ forms: 'forms' });
    expect(FORM_SUBPATHS).toEqual({ duplicate: 'duplicate', versions: 'versions' });
  });
});

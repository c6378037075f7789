import { FORM_FIELD_TYPES, FORM_FIELD_TYPE_LABELS, formFieldSchema as schema } from '../../src';
import { expectAccepted, expectRefused, times } from '../chatsettings/expect-issues';

const base = { key: 'name', label: 'お名前' };
const options = (n: number) => Array.from({ length: n }, (_, i) => `選択肢${i + 1}`);

describe('formFieldSchema', () => {
  it('offers the ten field types of the palette, labelled in Japanese', () => {
    expect(FORM_FIELD_TYPES.map((type) => FORM_FIELD_TYPE_LABELS[type])).toEqual([
      '短文テキスト',
      '長文テキスト',
      'メールアドレス',
      '電話番号',
      '数値',
      '日付',
      '単一選択',
      '複数選択',
      'プルダウン',
      '同意チェックボックス',
    ]);
  });

  it('fills the common defaults and each type’s own', () => {
    expect(schema.parse({ ...base, type: 'short_text' })).toEqual({
      ...base,
      type: 'short_text',
      required: false,
      help_text: '',
      placeholder: '',
      max_length: 100,
    });
    expect(schema.parse({ ...base, type: 'long_text' })).toMatchObject({ max_length: 1000 });
    expect(schema.parse({ ...base, type: 'number' })).toMatchObject({ min: null, max: null, integer: false });
    expect(schema.parse({ ...base, type: 'date' })).toMatchObject({ min: null, max: null });
    expect(schema.parse({ ...base, type: 'multiple_choice', options: options(3) })).toMatchObject({ min_selected: null, max_selected: null });
    expect(schema.parse({ ...base, type: 'consent', text: '同意します' })).toMatchObject({ link_url: null });
  });

  it('refuses an unknown type', () => {
    expectRefused(schema, { ...base, type: 'file' }, ['type'], '項目の種類を選んでください');
  });

  describe('common fields', () => {
    it('takes a label of up to 50 characters, required, on one line', () => {
      expectAccepted(schema, { ...base, type: 'email', label: times('名', 50) });
      expectRefused(schema, { ...base, type: 'email', label: times('名', 51) }, ['label'], '項目名は50文字以内で入力してください');
      expectRefused(schema, { ...base, type: 'email', label: '  ' }, ['label'], '項目名を入力してください');
      expectRefused(schema, { ...base, type: 'email', label: 'お\n名前' }, ['label'], '項目名に改行は入れられません');
    });
    it('takes a help text of up to 200 and a placeholder of up to 50 characters', () => {
      expectAccepted(schema, { ...base, type: 'email', help_text: times('説', 200), placeholder: times('例', 50) });
      expectRefused(schema, { ...base, type: 'email', help_text: times('説', 201) }, ['help_text'], '補足説明は200文字以内で入力してください');
      expectRefused(schema, { ...base, type: 'email', placeholder: times('例', 51) }, ['placeholder'], '入力例は50文字以内で入力してください');
    });
    it.each(['Name', '1st', 'お名前', 'a-b', times('a', 41), ''])('refuses the key %j', (key) => {
      expectRefused(schema, { ...base, key, type: 'email' }, ['key'], '項目キーは半角英小文字で始まる40文字以内の英小文字・数字・_で指定してください');
    });
  });

  describe('text lengths', () => {
    it.each([
      ['short_text', 500],
      ['long_text', 5000],
    ])('%s takes a max length of 1 to %i', (type, limit) => {
      expectAccepted(schema, { ...base, type, max_length: limit });
      expectAccepted(schema, { ...base, type, max_length: 1 });
      for (const wrong of [0, limit + 1, 10.5]) {
        expectRefused(schema, { ...base, type, max_length: wrong }, ['max_length'], `最大文字数は1〜${limit}の整数で入力してください`);
      }
    });
  });

  describe('number', () => {
    it('takes bounds in order, and refuses a minimum above the maximum', () => {
      expectAccepted(schema, { ...base, type: 'number', min: -5, max: 5, integer: true });
      expectAccepted(schema, { ...base, type: 'number', min: 3, max: 3 });
      expectRefused(schema, { ...base, type: 'number', min: 6, max: 5 }, ['max'], '最大値は最小値以上にしてください');
    });
    it('refuses bounds that are not numbers', () => {
      expectRefused(schema, { ...base, type: 'number', min: '1' }, ['min'], '最小値は数値で入力してください');
      expectRefused(schema, { ...base, type: 'number', max: Number.POSITIVE_INFINITY }, ['max'], '最大値は数値で入力してください');
    });
  });

  describe('date', () => {
    it('takes YYYY-MM-DD bounds in order', () => {
      expectAccepted(schema, { ...base, type: 'date', min: '2026-01-01', max: '2026-12-31' });
      expectRefused(schema, { ...base, type: 'date', min: '2026/01/01' }, ['min'], '選べる最初の日は 2026-01-31 の形式で入力してください');
      expectRefused(schema, { ...base, type: 'date', max: '2026-02-30' }, ['max'], '選べる最後の日は 2026-01-31 の形式で入力してください');
      expectRefused(schema, { ...base, type: 'date', min: '2026-12-31', max: '2026-01-01' }, ['max'], '選べる最後の日は最初の日以降にしてください');
    });
  });

  describe('choices', () => {
    it.each([
      ['single_choice', 20],
      ['multiple_choice', 20],
      ['dropdown', 50],
    ])('%s takes 2 to %i distinct options', (type, max) => {
      expectAccepted(schema, { ...base, type, options: options(2) });
      expectAccepted(schema, { ...base, type, options: options(max) });
      expectRefused(schema, { ...base, type, options: options(1) }, ['options'], '選択肢は2つ以上入力してください');
      expectRefused(schema, { ...base, type, options: options(max + 1) }, ['options'], `選択肢は${max}個までです`);
      expectRefused(schema, { ...base, type, options: ['ＡＢＣ', 'ABC'] }, ['options', 1], '選択肢「ABC」が重複しています');
      expectRefused(schema, { ...base, type, options: ['はい', ' '] }, ['options', 1], '選択肢を入力してください');
      expectRefused(schema, { ...base, type, options: ['はい', times('い', 51)] }, ['options', 1], '選択肢は50文字以内で入力してください');
    });

    it('keeps the selection bounds of multiple choice within the options and in order', () => {
      const field = { ...base, type: 'multiple_choice', options: options(4) };
      expectAccepted(schema, { ...field, min_selected: 1, max_selected: 4 });
      expectRefused(schema, { ...field, min_selected: 5 }, ['min_selected'], '最小選択数は選択肢の数（4）以下にしてください');
      expectRefused(schema, { ...field, max_selected: 5 }, ['max_selected'], '最大選択数は選択肢の数（4）以下にしてください');
      expectRefused(schema, { ...field, min_selected: 3, max_selected: 2 }, ['max_selected'], '最大選択数は最小選択数以上にしてください');
      expectRefused(schema, { ...field, min_selected: 0 }, ['min_selected'], '最小選択数は1以上の整数で入力してください');
    });
  });

  describe('consent', () => {
    it('needs the statement, and takes an http(s) link to the terms', () => {
      expectAccepted(schema, { ...base, type: 'consent', text: '個人情報の取り扱いに同意します', link_url: 'https://example.com/privacy' });
      expectRefused(schema, { ...base, type: 'consent', text: '' }, ['text'], '同意文を入力してください');
      expectRefused(schema, { ...base, type: 'consent', text: times('同', 201) }, ['text'], '同意文は200文字以内で入力してください');
      expect(schema.safeParse({ ...base, type: 'consent', text: '同意します', link_url: 'javascript:alert(1)' }).error?.issues[0]?.path).toEqual(['link_url']);
    });
  });
});

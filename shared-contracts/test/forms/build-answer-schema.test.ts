import { buildAnswerSchema, formFieldSchema, type FormFieldInput } from '../../src';

function answerTo(input: FormFieldInput) {
  const field = formFieldSchema.parse(input);
  const schema = buildAnswerSchema({ fields: [field] });
  return {
    /** The stored value for `raw`, failing the test if it is refused. */
    value(raw: unknown) {
      const result = schema.safeParse(raw === undefined ? {} : { [field.key]: raw });
      expect(result.error?.issues ?? []).toEqual([]);
      return result.data?.[field.key];
    },
    /** The one message for `raw`, at the field's key. */
    message(raw: unknown) {
      const result = schema.safeParse(raw === undefined ? {} : { [field.key]: raw });
      expect(result.success).toBe(false);
      const issues = result.error?.issues ?? [];
      expect(issues.map((issue) => issue.path)).toEqual([[field.key]]);
      return issues[0]?.message;
    },
  };
}

describe('buildAnswerSchema', () => {
  describe('short text', () => {
    const name = answerTo({ key: 'name', label: 'お名前', type: 'short_text', required: true, max_length: 10 });
    it('keeps the trimmed text', () => expect(name.value('  山田 太郎 ')).toBe('山田 太郎'));
    it.each([undefined, null, '', '   '])('asks for a missing required value (%j)', (raw) => expect(name.message(raw)).toBe('お名前を入力してください'));
    it('counts characters as the visitor sees them', () => {
      expect(name.value('👨‍👩‍👧‍👦'.repeat(10))).toBe('👨‍👩‍👧‍👦'.repeat(10));
      expect(name.message('あ'.repeat(11))).toBe('お名前は10文字以内で入力してください');
    });
    it('refuses a line break and a value that is not text', () => {
      expect(name.message('山田\n太郎')).toBe('お名前に改行は入れられません');
      expect(name.message(42)).toBe('お名前の形式が正しくありません');
    });
    it('stores null for an optional field left empty', () => {
      expect(answerTo({ key: 'nick', label: 'ニックネーム', type: 'short_text' }).value('')).toBeNull();
      expect(answerTo({ key: 'nick', label: 'ニックネーム', type: 'short_text' }).value(undefined)).toBeNull();
    });
  });

  describe('long text', () => {
    const body = answerTo({ key: 'body', label: 'お問い合わせ内容', type: 'long_text', required: true, max_length: 20 });
    it('keeps line breaks, written as \\n', () => expect(body.value('一行目\r\n二行目\r三行目')).toBe('一行目\n二行目\n三行目'));
    it('bounds the length', () => expect(body.message('あ'.repeat(21))).toBe('お問い合わせ内容は20文字以内で入力してください'));
    it('asks for it when required', () => expect(body.message('\n')).toBe('お問い合わせ内容を入力してください'));
  });

  describe('email', () => {
    const mail = answerTo({ key: 'mail', label: 'メールアドレス', type: 'email', required: true });
    it.each(['taro@example.com', 'taro.yamada+form@example.co.jp'])('accepts %s', (raw) => expect(mail.value(raw)).toBe(raw));
    it('reads full-width characters as typed with an IME', () => expect(mail.value('ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('taro@example.com'));
    it.each(['taro', 'taro@', '@example.com', 'taro@example', 'taro yamada@example.com'])('refuses %s', (raw) =>
      expect(mail.message(raw)).toBe('メールアドレスの形式が正しくありません'));
    it('asks for it when missing', () => expect(mail.message('')).toBe('メールアドレスを入力してください'));
  });

  describe('phone', () => {
    const tel = answerTo({ key: 'tel', label: '電話番号', type: 'phone', required: true });
    it.each(['090-1234-5678', '0312345678', '+81 90-1234-5678'])('accepts %s as written', (raw) => expect(tel.value(raw)).toBe(raw));
    it('stores full-width digits as half-width', () => expect(tel.value('０３−１２３４−５６７８')).toBe('03-1234-5678'));
    it.each(['090-1234-567', '1234', '+1 415 555 0100'])('refuses %s', (raw) => expect(tel.message(raw)).toBe('電話番号の形式が正しくありません'));
  });

  describe('number', () => {
    const people = answerTo({ key: 'people', label: '人数', type: 'number', required: true, min: 1, max: 10, integer: true });
    it('takes a number, or its text as a form input gives it (full-width and separators too)', () => {
      expect(people.value(3)).toBe(3);
      expect(people.value('4')).toBe(4);
      expect(people.value('１０')).toBe(10);
    });
    it('refuses what is not a number', () => {
      expect(people.message('三人')).toBe('人数は数値で入力してください');
      expect(people.message('1e3')).toBe('人数は数値で入力してください');
      expect(people.message(true)).toBe('人数は数値で入力してください');
    });
    it('refuses a fraction when whole numbers are asked for', () => expect(people.message('2.5')).toBe('人数は整数で入力してください'));
    it('names the range it missed', () => {
      expect(people.message(0)).toBe('人数は1〜10の範囲で入力してください');
      expect(people.message('11')).toBe('人数は1〜10の範囲で入力してください');
      expect(answerTo({ key: 'n', label: '金額', type: 'number', min: 1000 }).message('999')).toBe('金額は1000以上で入力してください');
      expect(answerTo({ key: 'n', label: '金額', type: 'number', max: 5 }).message('5.5')).toBe('金額は5以下で入力してください');
    });
    it('takes decimals and separators when fractions are allowed', () => {
      expect(answerTo({ key: 'n', label: '金額', type: 'number' }).value('1,234.5')).toBe(1234.5);
      expect(answerTo({ key: 'n', label: '金額', type: 'number' }).value('-3')).toBe(-3);
    });
    it('asks for it when missing', () => expect(people.message('')).toBe('人数を入力してください'));
  });

  describe('date', () => {
    const day = answerTo({ key: 'day', label: '希望日', type: 'date', required: true, min: '2026-12-01', max: '2026-12-28' });
    it('stores YYYY-MM-DD, also when typed with slashes', () => {
      expect(day.value('2026-12-24')).toBe('2026-12-24');
      expect(day.value('2026/12/01')).toBe('2026-12-01');
    });
    it.each(['2026-12-32', '12/24', '明日', '2026-2-3'])('refuses %s', (raw) => expect(day.message(raw)).toBe('希望日の形式が正しくありません'));
    it('names the days that may be chosen', () => {
      expect(day.message('2026-11-30')).toBe('希望日は2026年12月1日〜2026年12月28日の日付を入力してください');
      expect(answerTo({ key: 'd', label: '希望日', type: 'date', min: '2027-01-05' }).message('2027-01-04')).toBe('希望日は2027年1月5日以降の日付を入力してください');
      expect(answerTo({ key: 'd', label: '生年月日', type: 'date', max: '2026-11-21' }).message('2026-11-22')).toBe('生年月日は2026年11月21日以前の日付を入力してください');
    });
  });

  describe('single choice and dropdown', () => {
    it.each(['single_choice', 'dropdown'] as const)('%s takes one of its options', (type) => {
      const plan = answerTo({ key: 'plan', label: 'ご希望のプラン', type, required: true, options: ['ライト', 'スタンダード', 'プレミアム'] });
      expect(plan.value('スタンダード')).toBe('スタンダード');
      expect(plan.message('ゴールド')).toBe('ご希望のプランは選択肢から選んでください');
      expect(plan.message(['ライト'])).toBe('ご希望のプランの形式が正しくありません');
      expect(plan.message('')).toBe('ご希望のプランを選択してください');
    });
  });

  describe('multiple choice', () => {
    const topics = answerTo({
      key: 'topics',
      label: '興味のある分野',
      type: 'multiple_choice',
      required: true,
      options: ['料金', '機能', '導入事例', 'サポート'],
      min_selected: 2,
      max_selected: 3,
    });
    it('stores the options in the form’s order, whatever order they were ticked in', () =>
      expect(topics.value(['サポート', '料金'])).toEqual(['料金', 'サポート']));
    it('bounds how many are chosen', () => {
      expect(topics.message(['料金'])).toBe('興味のある分野は2個以上選択してください');
      expect(topics.message(['料金', '機能', '導入事例', 'サポート'])).toBe('興味のある分野は3個まで選択できます');
      const exactly = answerTo({ key: 't', label: '分野', type: 'multiple_choice', options: ['a', 'b', 'c'], min_selected: 2, max_selected: 2 });
      expect(exactly.message(['a'])).toBe('分野は2個選択してください');
    });
    it('refuses an unknown or repeated option', () => {
      expect(topics.message(['料金', '採用'])).toBe('興味のある分野は選択肢から選んでください');
      expect(topics.message(['料金', '料金'])).toBe('興味のある分野で同じ選択肢が2回選ばれています');
      expect(topics.message([1, 2])).toBe('興味のある分野の形式が正しくありません');
    });
    it('asks for a choice when required, and stores null when optional and none is chosen', () => {
      expect(topics.message([])).toBe('興味のある分野を選択してください');
      expect(answerTo({ key: 't', label: '分野', type: 'multiple_choice', options: ['a', 'b'], min_selected: 1 }).value([])).toBeNull();
    });
  });

  describe('consent', () => {
    const privacy = answerTo({ key: 'privacy', label: '個人情報の取り扱い', type: 'consent', required: true, text: '個人情報の取り扱いに同意します' });
    it('needs a tick when required', () => {
      expect(privacy.value(true)).toBe(true);
      expect(privacy.message(false)).toBe('個人情報の取り扱いに同意してください');
      expect(privacy.message(undefined)).toBe('個人情報の取り扱いに同意してください');
      expect(privacy.message('yes')).toBe('個人情報の取り扱いの形式が正しくありません');
    });
    it('stores false when optional and left unticked', () => {
      expect(answerTo({ key: 'news', label: 'お知らせメール', type: 'consent', text: '受け取る' }).value(undefined)).toBe(false);
    });
  });

  it('judges every field at once, drops keys the form does not have, and gives one message per field', () => {
    const fields = [
      { key: 'name', label: 'お名前', type: 'short_text', required: true },
      { key: 'mail', label: 'メールアドレス', type: 'email', required: true },
      { key: 'tel', label: '電話番号', type: 'phone' },
    ].map((field) => formFieldSchema.parse(field));
    const schema = buildAnswerSchema({ fields });
    expect(schema.parse({ name: '山田', mail: 'a@example.com', extra: 'x' })).toEqual({ name: '山田', mail: 'a@example.com', tel: null });
    const refused = schema.safeParse({ name: '', mail: 'not-mail', tel: '123' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'お名前を入力してください'],
      ['mail', 'メールアドレスの形式が正しくありません'],
      ['tel', '電話番号の形式が正しくありません'],
    ]);
  });
});

import { findFormTrigger } from '#src/domains/agent/steps/form-trigger';

const forms = [
  { id: 'a', name: '資料請求', version: 2, keywords: ['資料', 'カタログ'], byAgent: false },
  { id: 'b', name: 'お問い合わせ', version: 1, keywords: ['問い合わせ'], byAgent: true },
];

describe('form trigger', () => {
  it('opens the first form whose keyword appears in the message, folding width, case and script', () => {
    expect(findFormTrigger(forms, 'ｶﾀﾛｸﾞがほしいです')).toEqual({ form: forms[0], keyword: 'カタログ' });
    expect(findFormTrigger(forms, '資料と問い合わせ')?.form.id).toBe('a');
    expect(findFormTrigger(forms, 'お問い合わせしたい')?.form.id).toBe('b');
  });

  it('opens nothing without a keyword', () => {
    expect(findFormTrigger(forms, '営業時間は？')).toBeNull();
    expect(findFormTrigger([{ id: 'c', name: 'x', version: 1, keywords: [], byAgent: false }], '資料')).toBeNull();
  });
});

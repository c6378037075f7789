import { previewFieldOf, previewFieldsOf } from './preview-fields';

describe('previewFieldOf', () => {
  it('shows a valid field as it is', () => {
    expect(previewFieldOf({ key: 'mail', label: 'メール', type: 'email', required: true })).toEqual({
      key: 'mail',
      label: 'メール',
      type: 'email',
      required: true,
      help_text: '',
      placeholder: '',
    });
  });

  it('keeps every setting that holds while one rule is broken', () => {
    const field = previewFieldOf({ key: 'n', label: '人数', type: 'number', required: true, min: 5, max: 1, integer: true });
    expect(field).toMatchObject({ label: '人数', required: true, integer: true, min: 5, max: null });
  });

  it('names an untitled field, and shows the options typed so far', () => {
    expect(previewFieldOf({ key: 'c', label: ' ', type: 'dropdown', options: ['はい', '', 'はい'] })).toMatchObject({
      label: '（項目名未入力）',
      options: ['はい'],
    });
  });

  it('leaves out what is not a field at all', () => {
    expect(previewFieldsOf([{ key: 'a', type: 'file' }, null, { key: 'b', label: 'b', type: 'phone' }]).map((f) => f.key)).toEqual(['b']);
    expect(previewFieldsOf(undefined)).toEqual([]);
  });
});

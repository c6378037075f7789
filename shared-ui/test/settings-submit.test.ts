import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { settingsSubmit, type SettingsSave } from '../src/forms/settings-submit';

type Values = { title: string };
type Saved = { title: string; version: number };

function setUp(outcome: { saved?: Saved; refused?: { fields: Record<string, string>; message: string } }) {
  const { result } = renderHook(() => useForm<Values>({ defaultValues: { title: '' } }));
  const save: SettingsSave<Values, Saved> = {
    mutate: (_values, { onSuccess, onError }) => (outcome.saved ? onSuccess(outcome.saved) : onError(outcome.refused!)),
  };
  const onSaved = jest.fn();
  const onError = jest.fn();
  return { form: () => result.current, save, onSaved, onError };
}

describe('settingsSubmit', () => {
  it('starts the form again from what the API kept, then says it saved', async () => {
    const { form, save, onSaved, onError } = setUp({ saved: { title: '保存済み', version: 2 } });
    const submit = settingsSubmit({ form: form(), save, valuesOf: (saved) => ({ title: saved.title }), onSaved, onError });
    await act(() => submit());
    expect(form().getValues()).toEqual({ title: '保存済み' });
    expect(onSaved).toHaveBeenCalledWith({ title: '保存済み', version: 2 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('puts the API messages at the fields and says the summary on top too, unless told to keep quiet when a field took one', async () => {
    const refused = { fields: { title: 'タイトルが長すぎます' }, message: '入力内容を確認してください' };
    const always = setUp({ refused });
    await act(() => settingsSubmit({ form: always.form(), save: always.save, valuesOf: (s) => s, onSaved: always.onSaved, onError: always.onError })());
    expect(always.form().getFieldState('title').error?.message).toBe('タイトルが長すぎます');
    expect(always.onError).toHaveBeenCalledWith('入力内容を確認してください');

    const quiet = setUp({ refused });
    const submit = settingsSubmit({ form: quiet.form(), save: quiet.save, valuesOf: (s) => s, onSaved: quiet.onSaved, onError: quiet.onError, summary: 'unlessAtFields' });
    await act(() => submit());
    expect(quiet.form().getFieldState('title').error?.message).toBe('タイトルが長すぎます');
    expect(quiet.onError).not.toHaveBeenCalled();
  });
});

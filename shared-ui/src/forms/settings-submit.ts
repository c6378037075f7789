import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyApiFieldErrors, type ApiFieldErrors } from './apply-api-field-errors';

/** The save mutation of a settings screen, as react-query gives it. */
export interface SettingsSave<Values, Saved> {
  mutate(values: Values, callbacks: { onSuccess(saved: Saved): void; onError(error: ApiFieldErrors & { message: string }): void }): void;
}

export interface SettingsSubmitOptions<Input extends FieldValues, Output extends FieldValues, Saved> {
  form: UseFormReturn<Input, unknown, Output>;
  save: SettingsSave<Output, Saved>;
  /** The form's values for what the API saved: the form starts again from them. */
  valuesOf(saved: Saved): Input;
  onSaved(saved: Saved): void;
  onError(message: string): void;
  /**
   * Whether the API's summary is said on top also when its messages found their fields
   * ('always', the default) or only when they did not ('unlessAtFields').
   */
  summary?: 'always' | 'unlessAtFields';
  /** Said when the browser refuses the values (a refusal may sit far down a long form). */
  invalidMessage?: string;
}

/**
 * The submit of a settings form that saves one record: the API's field messages go under the
 * fields, and a saved form starts again from what the API kept.
 */
export function settingsSubmit<Input extends FieldValues, Output extends FieldValues, Saved>({
  form,
  save,
  valuesOf,
  onSaved,
  onError,
  summary = 'always',
  invalidMessage,
}: SettingsSubmitOptions<Input, Output, Saved>) {
  return form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          onSaved(saved);
        },
        onError: (error) => {
          const atFields = applyApiFieldErrors(error, form.setError);
          if (summary === 'always' || !atFields) onError(error.message);
        },
      }),
    invalidMessage === undefined ? undefined : () => onError(invalidMessage),
  );
}

import type { ReactElement } from 'react';
import type { DefaultValues, FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useUnsavedChangesGuard } from '../unsaved-changes/useUnsavedChangesGuard';
import { settingsSubmit, type SettingsSave, type SettingsSubmitOptions } from './settings-submit';
import { useZodForm } from './use-zod-form';

export interface UseSettingsFormOptions<Input extends FieldValues, Output extends FieldValues, Saved>
  extends Omit<SettingsSubmitOptions<Input, Output, Saved>, 'form' | 'save'> {
  /** The save mutation, as react-query gives it. */
  save: SettingsSave<Output, Saved> & { isPending: boolean };
  /** useZodForm's options (a form checked on every change, or only on save). */
  formOptions?: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'>;
}

export interface SettingsFormState<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The unsaved-changes dialog: render it anywhere in the screen. */
  guard: ReactElement;
  /** SettingsForm's save and discard wiring: spread it on the SettingsForm. */
  frame: { onSubmit: ReturnType<UseFormReturn<Input, unknown, Output>['handleSubmit']>; onDiscard(): void; isDirty: boolean; isPending: boolean };
}

/**
 * The frame of a settings form that saves one record: the form driven by its schema, the question
 * before leaving it unsaved, and SettingsForm's save (settingsSubmit) and discard (back to the
 * values last loaded or saved).
 */
export function useSettingsForm<Input extends FieldValues, Output extends FieldValues, Saved>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<NoInfer<Input>>,
  // The form's types come from the schema alone, as with useZodForm; the rest is checked against them.
  { save, formOptions, ...submitOptions }: UseSettingsFormOptions<NoInfer<Input>, NoInfer<Output>, Saved>,
): SettingsFormState<Input, Output> {
  const form = useZodForm(schema, defaultValues, formOptions);
  const { isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const onSubmit = settingsSubmit({ form, save, ...submitOptions });
  return { form, guard, frame: { onSubmit, onDiscard: () => form.reset(), isDirty, isPending: save.isPending } };
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { BUILTIN_EMOTION_KEYS, BUILTIN_EMOTION_LABELS, QA_ANSWER_MAX, QA_QUESTION_MAX, type KnowledgeItem } from 'shared-contracts';
import { FieldHelper, SettingsForm, SettingsSection, useUnsavedChangesGuard, useZodForm, type NoticeControls } from 'shared-ui';
import { useCreateKnowledgeItem } from '../api/create-knowledge-item';
import { NEW_QA, qaFormSchema, qaValuesOf } from '../utils/editor-schemas';
import { useSaveKnowledge } from '../hooks/use-save-knowledge';
import { labels } from '../labels';
import { AlternativesField } from './AlternativesField';

export interface QaFormProps {
  item: Extract<KnowledgeItem, { type: 'qa' }> | null;
  notice: NoticeControls;
}

/** A Q&A pair: the question, other ways to ask it, the answer and the face the avatar shows with it. */
export function QaForm({ item, notice }: QaFormProps) {
  const t = labels.editor;
  const form = useZodForm(qaFormSchema, item ? qaValuesOf(item) : NEW_QA);
  const { register, formState, control } = form;
  const { errors, isDirty } = formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const question = useWatch({ control, name: 'question' });
  const answer = useWatch({ control, name: 'answer' });
  // A custom emotion set in the avatar settings stays selectable on the Q&A that already uses it.
  const savedCustom = item?.emotion && !(BUILTIN_EMOTION_KEYS as readonly string[]).includes(item.emotion) ? item.emotion : null;

  const { submit, isPending } = useSaveKnowledge({
    item,
    form,
    notice,
    create: useCreateKnowledgeItem(),
    createRequestOf: (values) => values,
    valuesOf: (saved) => (saved.type === 'qa' ? qaValuesOf(saved) : null),
  });

  return (
    <SettingsForm ariaLabel={t.formLabel} onSubmit={submit} onDiscard={() => form.reset()} isDirty={isDirty} isPending={isPending}>
      <SettingsSection title={t.contentSection} headingLevel="h2">
        <TextField
          {...register('question')}
          label={t.question}
          required
          error={Boolean(errors.question)}
          helperText={<FieldHelper error={errors.question?.message} hint={t.questionHint} count={{ value: question, max: QA_QUESTION_MAX }} />}
        />
        <AlternativesField control={control} errors={errors} />
        <TextField
          {...register('answer')}
          label={t.answer}
          required
          multiline
          minRows={4}
          error={Boolean(errors.answer)}
          helperText={<FieldHelper error={errors.answer?.message} count={{ value: answer, max: QA_ANSWER_MAX }} />}
        />
        <Controller
          control={control}
          name="emotion"
          render={({ field }) => (
            <TextField
              select
              label={t.emotion}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.emotion)}
              helperText={errors.emotion?.message ?? t.emotionHint}
              sx={{ maxWidth: 320 }}
            >
              <MenuItem value="">{t.emotionNone}</MenuItem>
              {BUILTIN_EMOTION_KEYS.map((key) => (
                <MenuItem key={key} value={key}>
                  {BUILTIN_EMOTION_LABELS[key]}
                </MenuItem>
              ))}
              {savedCustom ? <MenuItem value={savedCustom}>{savedCustom}</MenuItem> : null}
            </TextField>
          )}
        />
      </SettingsSection>
      {guard}
    </SettingsForm>
  );
}

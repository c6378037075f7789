import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { KNOWLEDGE_BODY_MAX, KNOWLEDGE_TITLE_MAX, type KnowledgeItem } from 'shared-contracts';
import { FieldHelper, SettingsForm, SettingsSection, useUnsavedChangesGuard, useZodForm, type NoticeControls } from 'shared-ui';
import { useCreateKnowledgeItem } from '../api/create-knowledge-item';
import { NEW_ARTICLE, articleFormSchema, articleValuesOf } from '../utils/editor-schemas';
import { useSaveKnowledge } from '../hooks/use-save-knowledge';
import { labels } from '../labels';

export interface ArticleFormProps {
  item: Extract<KnowledgeItem, { type: 'article' }> | null;
  notice: NoticeControls;
}

/** A text article: title and body. */
export function ArticleForm({ item, notice }: ArticleFormProps) {
  const t = labels.editor;
  const form = useZodForm(articleFormSchema, item ? articleValuesOf(item) : NEW_ARTICLE);
  const { register, formState, control } = form;
  const { errors, isDirty } = formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const title = useWatch({ control, name: 'title' });
  const body = useWatch({ control, name: 'body' });

  const { submit, isPending } = useSaveKnowledge({
    item,
    form,
    notice,
    create: useCreateKnowledgeItem(),
    createRequestOf: (values) => values,
    valuesOf: (saved) => (saved.type === 'article' ? articleValuesOf(saved) : null),
  });

  return (
    <SettingsForm ariaLabel={t.formLabel} onSubmit={submit} onDiscard={() => form.reset()} isDirty={isDirty} isPending={isPending}>
      <SettingsSection title={t.contentSection} headingLevel="h2">
        <TextField
          {...register('title')}
          label={t.title}
          required
          error={Boolean(errors.title)}
          helperText={<FieldHelper error={errors.title?.message} count={{ value: title, max: KNOWLEDGE_TITLE_MAX }} />}
        />
        <TextField
          {...register('body')}
          label={t.body}
          required
          multiline
          minRows={10}
          maxRows={30}
          error={Boolean(errors.body)}
          helperText={<FieldHelper error={errors.body?.message} hint={t.bodyHint} count={{ value: body, max: KNOWLEDGE_BODY_MAX }} />}
        />
      </SettingsSection>
      {guard}
    </SettingsForm>
  );
}

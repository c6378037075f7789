import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { KNOWLEDGE_URL_EXAMPLE, type KnowledgeItem } from 'shared-contracts';
import { SettingsForm, SettingsSection, labels as uiLabels, useUnsavedChangesGuard, useZodForm, type NoticeControls } from 'shared-ui';
import { useCreateKnowledgeUrl } from '../api/create-knowledge-url';
import { useUpdateKnowledgeItem } from '../api/update-knowledge-item';
import { NEW_URL, urlFormSchema } from '../hooks/editor-schemas';
import { useSaveOutcome } from '../hooks/use-save-knowledge';
import { labels } from '../labels';

export interface UrlFormProps {
  item: Extract<KnowledgeItem, { type: 'url' }> | null;
  notice: NoticeControls;
}

/** A web page the server fetches: only the URL is the owner's to write. */
export function UrlForm({ item, notice }: UrlFormProps) {
  const t = labels.editor;
  const form = useZodForm(urlFormSchema, item ? { type: 'url', url: item.url } : NEW_URL);
  const { register, formState } = form;
  const { errors, isDirty } = formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const create = useCreateKnowledgeUrl();
  const update = useUpdateKnowledgeItem();
  const outcome = useSaveOutcome(notice, form.setError);

  const submit = form.handleSubmit(
    (values) => {
      if (item) {
        update.mutate(
          { id: item.id, request: values },
          {
            onSuccess: (saved) => {
              if (saved.type === 'url') form.reset({ type: 'url', url: saved.url });
              outcome.updated(saved);
            },
            onError: outcome.refused,
          },
        );
      } else {
        create.mutate(
          { url: values.url },
          {
            onSuccess: () => {
              form.reset(values);
              outcome.created();
            },
            onError: outcome.refused,
          },
        );
      }
    },
    () => notice.showError(uiLabels.settingsForm.fixErrors),
  );

  return (
    <SettingsForm ariaLabel={t.formLabel} onSubmit={submit} onDiscard={() => form.reset()} isDirty={isDirty} isPending={create.isPending || update.isPending}>
      <SettingsSection title={t.contentSection} headingLevel="h2">
        <TextField
          {...register('url')}
          label={t.url}
          required
          type="url"
          placeholder={KNOWLEDGE_URL_EXAMPLE}
          error={Boolean(errors.url)}
          helperText={errors.url?.message ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
        />
        <Alert severity="info" variant="outlined">
          {t.urlNote}
        </Alert>
      </SettingsSection>
      {guard}
    </SettingsForm>
  );
}

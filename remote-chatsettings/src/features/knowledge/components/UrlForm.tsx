import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { KNOWLEDGE_URL_EXAMPLE, type KnowledgeItem } from 'shared-contracts';
import { SettingsForm, SettingsSection, useUnsavedChangesGuard, useZodForm, type NoticeControls } from 'shared-ui';
import { useCreateKnowledgeUrl } from '../api/create-knowledge-url';
import { NEW_URL, urlFormSchema } from '../utils/editor-schemas';
import { useSaveKnowledge } from '../hooks/use-save-knowledge';
import { labels } from '../labels';

export interface UrlFormProps {
  item: Extract<KnowledgeItem, { type: 'url' }> | null;
  notice: NoticeControls;
}

/** A web page the server fetches: only the URL is the owner's to write. */
export function UrlForm({ item, notice }: UrlFormProps) {
  const t = labels.editor;
  const form = useZodForm(urlFormSchema, item ? { type: 'url' as const, url: item.url } : NEW_URL);
  const { register, formState } = form;
  const { errors, isDirty } = formState;
  const guard = useUnsavedChangesGuard(isDirty);

  const { submit, isPending } = useSaveKnowledge({
    item,
    form,
    notice,
    create: useCreateKnowledgeUrl(),
    createRequestOf: (values) => ({ url: values.url }),
    valuesOf: (saved) => (saved.type === 'url' ? { type: 'url', url: saved.url } : null),
  });

  return (
    <SettingsForm ariaLabel={t.formLabel} onSubmit={submit} onDiscard={() => form.reset()} isDirty={isDirty} isPending={isPending}>
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

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { KNOWLEDGE_FILE_ACCEPT, KNOWLEDGE_TITLE_MAX, type KnowledgeItem } from 'shared-contracts';
import {
  FieldHelper,
  FileDropZone,
  SettingsForm,
  SettingsSection,
  formatBytes,
  settingsFormLabels,
  useUnsavedChangesGuard,
  useZodForm,
  type NoticeControls,
} from 'shared-ui';
import { useReplaceKnowledgeFile } from '../api/replace-knowledge-file';
import { useUpdateKnowledgeItem } from '../api/update-knowledge-item';
import { knowledgeFileProblem } from '../utils/check-knowledge-file';
import { fileTitleFormSchema } from '../utils/editor-schemas';
import { useSaveOutcome } from '../hooks/use-save-knowledge';
import { labels } from '../labels';

export interface FileEditFormProps {
  item: Extract<KnowledgeItem, { type: 'file' }>;
  notice: NoticeControls;
}

/** A saved file item: its title, and a new file in place of the old one. */
export function FileEditForm({ item, notice }: FileEditFormProps) {
  const t = labels.editor;
  const form = useZodForm(fileTitleFormSchema, { type: 'file', title: item.title });
  const { register, formState, control } = form;
  const { errors, isDirty } = formState;
  const update = useUpdateKnowledgeItem();
  const replace = useReplaceKnowledgeFile();
  const outcome = useSaveOutcome(notice, form.setError);
  const title = useWatch({ control, name: 'title' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(isDirty || file !== null);

  const submit = form.handleSubmit(
    (values) =>
      update.mutate(
        { id: item.id, request: values },
        {
          onSuccess: (saved) => {
            form.reset({ type: 'file', title: saved.title });
            outcome.updated(saved);
          },
          onError: outcome.refused,
        },
      ),
    () => notice.showError(settingsFormLabels.fixErrors),
  );

  function choose(chosen: File) {
    const problem = knowledgeFileProblem(chosen);
    setFile(problem === null ? chosen : null);
    setFileError(problem);
  }

  function sendFile() {
    if (file === null) {
      setFileError(fileError ?? t.noFile);
      return;
    }
    replace.mutate(
      { id: item.id, file },
      {
        onSuccess: () => {
          setFile(null);
          notice.showSuccess(t.replaced);
        },
        onError: (error) => {
          setFileError(error.fields.file ?? error.message);
          notice.showError(error.message);
        },
      },
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <SettingsForm ariaLabel={t.formLabel} onSubmit={submit} onDiscard={() => form.reset()} isDirty={isDirty} isPending={update.isPending}>
        <SettingsSection title={t.contentSection} headingLevel="h2">
          <TextField
            {...register('title')}
            label={t.fileTitle}
            required
            error={Boolean(errors.title)}
            helperText={<FieldHelper error={errors.title?.message} count={{ value: title, max: KNOWLEDGE_TITLE_MAX }} />}
          />
          <Typography variant="body2" color="text.secondary">
            {t.currentFile(item.filename, formatBytes(item.size))}
          </Typography>
        </SettingsSection>
      </SettingsForm>
      <Box component="section" aria-labelledby="knowledge-replace-title" sx={{ maxWidth: 880, display: 'grid', gap: 1.5 }}>
        <Typography id="knowledge-replace-title" variant="h6" component="h2">
          {t.replaceSection}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.replaceHelp}
        </Typography>
        <FileDropZone
          accept={KNOWLEDGE_FILE_ACCEPT}
          dropHere={t.dropHere}
          or={t.or}
          pick={t.pick}
          chosen={file ? t.chosen(file.name, formatBytes(file.size)) : ''}
          onFile={choose}
          error={fileError}
          disabled={replace.isPending}
          testId="knowledge-replace"
        >
          <Typography variant="caption" color="text.secondary">
            {t.fileFormats}
            <br />
            {t.fileLimit}
          </Typography>
        </FileDropZone>
        {replace.isPending ? <LinearProgress aria-label={t.replace} /> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={sendFile} loading={replace.isPending}>
            {t.replace}
          </Button>
        </Box>
      </Box>
      {guard}
    </Box>
  );
}

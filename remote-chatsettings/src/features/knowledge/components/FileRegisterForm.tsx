import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { KNOWLEDGE_TITLE_MAX, knowledgeTitleSchema } from 'shared-contracts';
import { FieldHelper, SettingsSection, settingsFormLabels, useUnsavedChangesGuard, type NoticeControls } from 'shared-ui';
import { useUploadKnowledgeFile } from '../api/upload-knowledge-file';
import { knowledgeFileProblem } from '../utils/check-knowledge-file';
import { useSaveOutcome } from '../hooks/use-save-knowledge';
import { labels } from '../labels';
import { KnowledgeFilePicker } from './KnowledgeFilePicker';

/** A new file item: the file (checked by name and size here, by content at the API) and an optional title. */
export function FileRegisterForm({ notice }: { notice: NoticeControls }) {
  const t = labels.editor;
  const upload = useUploadKnowledgeFile();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const guard = useUnsavedChangesGuard(!done && (file !== null || title !== ''));
  const outcome = useSaveOutcome(notice, () => undefined);

  function choose(chosen: File) {
    const problem = knowledgeFileProblem(chosen);
    setFile(problem === null ? chosen : null);
    setFileError(problem);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const titleProblem = title.trim() === '' ? null : (knowledgeTitleSchema.safeParse(title).error?.issues[0]?.message ?? null);
    setTitleError(titleProblem);
    if (file === null) setFileError(fileError ?? t.noFile);
    if (file === null || titleProblem !== null) {
      notice.showError(settingsFormLabels.fixErrors);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, title, onProgress: setProgress },
      {
        onSuccess: () => {
          setDone(true);
          outcome.created();
        },
        onError: (error) => {
          setProgress(null);
          // The API's refusal (a disguised or too large file) belongs at the file.
          setFileError(error.fields.file ?? error.message);
          notice.showError(error.message);
        },
      },
    );
  }

  return (
    <Box component="form" aria-label={t.formLabel} onSubmit={submit} noValidate sx={{ maxWidth: 880, display: 'grid', gap: 3 }}>
      <SettingsSection title={t.contentSection} headingLevel="h2">
        <KnowledgeFilePicker file={file} onFile={choose} error={fileError} progress={progress} disabled={upload.isPending} />
        <TextField
          label={t.fileTitle}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          disabled={upload.isPending}
          error={titleError !== null}
          helperText={<FieldHelper error={titleError ?? undefined} hint={t.fileTitleHint} count={{ value: title, max: KNOWLEDGE_TITLE_MAX }} />}
        />
      </SettingsSection>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={upload.isPending}>
          {t.upload}
        </Button>
      </Box>
      {guard}
    </Box>
  );
}

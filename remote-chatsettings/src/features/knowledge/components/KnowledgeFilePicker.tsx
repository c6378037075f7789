import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { KNOWLEDGE_FILE_ACCEPT } from 'shared-contracts';
import { FileDropZone, formatBytes } from 'shared-ui';
import { labels } from '../labels';

export interface KnowledgeFilePickerProps {
  file: File | null;
  onFile(file: File): void;
  /** The check before sending, or the API's refusal. */
  error: string | null;
  /** 0–1 while sending; null when nothing is being sent. */
  progress: number | null;
  disabled: boolean;
}

/** A file for the knowledge store by drop or pick, with its formats and limit and the upload's progress. */
export function KnowledgeFilePicker({ file, onFile, error, progress, disabled }: KnowledgeFilePickerProps) {
  const t = labels.editor;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FileDropZone
        accept={KNOWLEDGE_FILE_ACCEPT}
        dropHere={t.dropHere}
        or={t.or}
        pick={t.pick}
        chosen={file ? t.chosen(file.name, formatBytes(file.size)) : ''}
        onFile={onFile}
        error={error}
        disabled={disabled}
        testId="knowledge-file"
      >
        <Typography variant="caption" color="text.secondary">
          {t.fileFormats}
          <br />
          {t.fileLimit}
        </Typography>
      </FileDropZone>
      {progress !== null ? (
        <Box role="status" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">{t.uploading(percent)}</Typography>
          <LinearProgress variant="determinate" value={percent} aria-label={t.uploading(percent)} />
        </Box>
      ) : null}
    </Box>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { QaImportResult } from 'shared-contracts';
import { FileDropZone } from 'shared-ui';
import { useImportQa } from '../api/import-qa';
import { qaImportFileProblem } from '../utils/check-knowledge-file';
import { labels } from '../labels';
import { QaImportResultView } from './QaImportResultView';

export type QaImportDialogProps = {
  open: boolean;
  onClose(): void;
};

/** Q&A from a CSV file, then the API's answer line by line. */
export function QaImportDialog({ open, onClose }: QaImportDialogProps) {
  const t = labels.import;
  const importQa = useImportQa();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<QaImportResult | null>(null);

  function reset() {
    setFile(null);
    setProblem(null);
    setResult(null);
    importQa.reset();
  }

  function close() {
    if (importQa.isPending) return;
    reset();
    onClose();
  }

  function chooseFile(chosen: File) {
    const reason = qaImportFileProblem(chosen);
    setFile(reason === null ? chosen : null);
    setProblem(reason);
  }

  function submit() {
    if (file === null) {
      setProblem(problem ?? t.noFile);
      return;
    }
    importQa.mutate(file, { onSuccess: setResult });
  }

  const pending = importQa.isPending;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="qa-import-title">
      <DialogTitle id="qa-import-title">{t.title}</DialogTitle>
      <DialogContent>
        {result !== null ? (
          <Box sx={{ pt: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              {t.resultTitle}
            </Typography>
            <QaImportResultView result={result} />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="body2">{t.help}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {t.encodings}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t.limits}
            </Typography>
            <FileDropZone
              accept=".csv,text/csv"
              dropHere={t.dropHere}
              or={t.or}
              pick={t.pick}
              chosen={file ? t.chosen(file.name) : ''}
              onFile={chooseFile}
              error={problem}
              disabled={pending}
              testId="qa-csv"
            />
            {importQa.error ? <Alert severity="error">{importQa.error.message}</Alert> : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {result !== null ? (
          <>
            <Button onClick={reset}>{t.again}</Button>
            <Button variant="contained" onClick={close}>
              {t.close}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={pending}>
              {t.cancel}
            </Button>
            <Button variant="contained" onClick={submit} disabled={pending}>
              {pending ? t.submitting : t.submit}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

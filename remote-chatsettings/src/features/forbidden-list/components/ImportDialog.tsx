import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BulkImportResult } from 'shared-contracts';
import { FileDropZone } from 'shared-ui';
import { useImportForbiddenEntries, type ImportSource } from '../api/import-forbidden-entries';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';
import { importFileProblem } from '../utils/check-import-file';
import { kindLabels, labels } from '../labels';
import { ImportResultView } from './ImportResultView';

type ImportTab = 'paste' | 'file';

const IMPORT_FILE_ACCEPT = '.csv,.txt,text/csv,text/plain';

export type ImportDialogProps = {
  list: ForbiddenListDefinition;
  open: boolean;
  onClose(): void;
};

/** 一括登録: pasted lines or a CSV file, then the API's answer line by line. */
export function ImportDialog({ list, open, onClose }: ImportDialogProps) {
  const text = kindLabels(list.kind);
  const importEntries = useImportForbiddenEntries(list);
  const [tab, setTab] = useState<ImportTab>('paste');
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BulkImportResult | null>(null);

  function reset() {
    setPasted('');
    setFile(null);
    setProblem(null);
    setResult(null);
    importEntries.reset();
  }

  function close() {
    if (importEntries.isPending) return;
    reset();
    onClose();
  }

  function chooseFile(chosen: File) {
    const reason = importFileProblem(chosen);
    setFile(reason === null ? chosen : null);
    setProblem(reason);
  }

  function sourceToSend(): ImportSource | null {
    if (tab === 'paste') {
      if (pasted.trim() === '') {
        setProblem(labels.import.noText);
        return null;
      }
      return { type: 'text', text: pasted };
    }
    if (file === null) {
      setProblem(problem ?? labels.import.noFile);
      return null;
    }
    return { type: 'file', file };
  }

  function submit() {
    const source = sourceToSend();
    if (source === null) return;
    setProblem(null);
    importEntries.mutate(source, { onSuccess: setResult });
  }

  const pending = importEntries.isPending;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`import-title-${list.kind}`}>
      <DialogTitle id={`import-title-${list.kind}`}>
        {text.title}の{labels.import.title}
      </DialogTitle>
      <DialogContent>
        {result !== null ? (
          <Box sx={{ pt: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              {labels.import.resultTitle}
            </Typography>
            <ImportResultView result={result} />
          </Box>
        ) : (
          <>
            <Tabs
              value={tab}
              onChange={(_event, next: ImportTab) => {
                setTab(next);
                setProblem(null);
              }}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="paste" label={labels.import.pasteTab} disabled={pending} />
              <Tab value="file" label={labels.import.fileTab} disabled={pending} />
            </Tabs>
            {tab === 'paste' ? (
              <TextField
                label={text.pasteHelp}
                placeholder={text.pastePlaceholder}
                value={pasted}
                onChange={(event) => {
                  setPasted(event.target.value);
                  setProblem(null);
                }}
                error={problem !== null}
                helperText={problem ?? ' '}
                multiline
                minRows={8}
                maxRows={16}
                fullWidth
                disabled={pending}
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            ) : (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <Typography variant="body2">{labels.import.fileHelp}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {labels.import.encodings}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {labels.import.headerNote}
                </Typography>
                <FileDropZone
                  accept={IMPORT_FILE_ACCEPT}
                  dropHere={labels.import.dropHere}
                  or={labels.import.or}
                  pick={labels.import.pick}
                  chosen={file ? labels.import.chosen(file.name) : ''}
                  onFile={chooseFile}
                  error={problem}
                  disabled={pending}
                  testId="csv-file"
                />
              </Box>
            )}
            {importEntries.error ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {importEntries.error.message}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {result !== null ? (
          <>
            <Button onClick={reset}>{labels.import.again}</Button>
            <Button variant="contained" onClick={close}>
              {labels.import.close}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={pending}>
              {labels.cancel}
            </Button>
            <Button variant="contained" onClick={submit} disabled={pending}>
              {pending ? labels.import.submitting : labels.import.submit}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

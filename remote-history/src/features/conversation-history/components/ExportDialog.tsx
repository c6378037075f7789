import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { EXPORT_SHIFT_JIS_FEEDBACK_NOTE, type ExportEncoding } from 'shared-contracts';
import { datedCsvFileName } from 'shared-ui';
import { exportLabels } from '../../../history-list/export-labels';
import { AppliedFilters, EncodingField, ExportProgress } from '../../../history-list/components/ExportPieces';
import { useExportDownload } from '../../../history-list/hooks/use-export-download';
import { exportConversations } from '../api/export-conversations';
import { conversationFilterQuery, type ConversationListState } from '../utils/conversation-list-query';
import { describeFilters } from '../utils/describe-filters';

export interface ExportDialogProps {
  /** The list's view: its filters are the export's. */
  state: ConversationListState;
  onClose(): void;
  /** The file was saved, with this many rows. */
  onDone(rows: number): void;
}


const t = exportLabels;

/**
 * 「CSVエクスポート」: the filtered conversations, one row per message, in the encoding chosen. The
 * body is read as it streams, so the bar follows the rows against what the API announced. The
 * caller mounts it while it is open.
 */
export function ExportDialog({ state, onClose, onDone }: ExportDialogProps) {
  const id = useId();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf-8');
  const download = useExportDownload(t.failed, onDone);
  const { phase, downloading } = download;
  const filters = describeFilters(state);

  function start() {
    download.start(
      (signal, onProgress) =>
        exportConversations({ filters: conversationFilterQuery(state), encoding, signal, onProgress }),
      () => datedCsvFileName(t.fileTitle, new Date()),
    );
  }

  function cancel() {
    if (!download.cancel()) onClose();
  }

  return (
    <Dialog open onClose={downloading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t.description}
        </Typography>
        <AppliedFilters lines={filters} noneLabel={t.allConversations} previewExcluded={state.include_preview ? null : t.previewExcluded} />
        <EncodingField id={id} value={encoding} disabled={downloading} onChange={setEncoding} shiftJisNote={EXPORT_SHIFT_JIS_FEEDBACK_NOTE} />
        {phase.status === 'downloading' ? <ExportProgress progress={phase.progress} /> : null}
        {phase.status === 'failed' ? <Alert severity="error">{phase.message}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={cancel}>
          {downloading ? t.cancel : t.close}
        </Button>
        <Button variant="contained" onClick={start} loading={downloading}>
          {t.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

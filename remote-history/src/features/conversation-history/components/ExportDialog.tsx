import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ExportEncoding } from 'shared-contracts';
import { ApiRequestError } from 'shared-auth';
import { datedCsvFileName, saveFile, type CsvDownloadProgress } from 'shared-ui';
import { labels } from '../../../labels';
import { AppliedFilters, EncodingField, ExportProgress } from '../../../history-list/components/ExportPieces';
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

type Phase = { status: 'idle' } | { status: 'downloading'; progress: CsvDownloadProgress } | { status: 'failed'; message: string };

const t = labels.export;

/**
 * 「CSVエクスポート」: the filtered conversations, one row per message, in the encoding chosen. The
 * body is read as it streams, so the bar follows the rows against what the API announced. The
 * caller mounts it while it is open.
 */
export function ExportDialog({ state, onClose, onDone }: ExportDialogProps) {
  const id = useId();
  const [encoding, setEncoding] = useState<ExportEncoding>('utf-8');
  const [phase, setPhase] = useState<Phase>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const filters = describeFilters(state);
  const downloading = phase.status === 'downloading';

  // Closing the dialog (or leaving the screen) stops a download still under way.
  useEffect(() => () => running.current?.abort(), []);

  function start() {
    const controller = new AbortController();
    running.current = controller;
    // The last count, for the notice once the file is saved.
    const received: CsvDownloadProgress = { rows: 0, total: null };
    setPhase({ status: 'downloading', progress: { ...received } });
    exportConversations({
      filters: conversationFilterQuery(state),
      encoding,
      signal: controller.signal,
      onProgress: (progress) => {
        Object.assign(received, progress);
        if (!controller.signal.aborted) setPhase({ status: 'downloading', progress });
      },
    }).then(
      (file) => {
        running.current = null;
        if (controller.signal.aborted) return;
        saveFile(file.blob, datedCsvFileName(t.fileTitle, new Date()));
        onDone(received.rows);
      },
      (error: unknown) => {
        running.current = null;
        if (controller.signal.aborted || (error instanceof ApiRequestError && error.code === 'aborted')) return;
        setPhase({ status: 'failed', message: `${t.failed}: ${error instanceof Error ? error.message : ''}` });
      },
    );
  }

  function cancel() {
    if (running.current) {
      running.current.abort();
      running.current = null;
      setPhase({ status: 'idle' });
      return;
    }
    onClose();
  }

  return (
    <Dialog open onClose={downloading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t.description}
        </Typography>
        <AppliedFilters lines={filters} noneLabel={t.allConversations} previewExcluded={state.include_preview ? null : t.previewExcluded} />
        <EncodingField id={id} value={encoding} disabled={downloading} onChange={setEncoding} />
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

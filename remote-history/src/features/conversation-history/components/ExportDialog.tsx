import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { EXPORT_ENCODING_LABELS, EXPORT_ENCODINGS, EXPORT_SHIFT_JIS_NOTE, type ExportEncoding } from 'shared-contracts';
import { ApiRequestError } from 'shared-auth';
import { datedCsvFileName, saveFile, type CsvDownloadProgress } from 'shared-ui';
import { labels } from '../../../labels';
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

const isEncoding = (value: string): value is ExportEncoding => (EXPORT_ENCODINGS as readonly string[]).includes(value);

function percentOf({ rows, total }: CsvDownloadProgress): number | null {
  if (total === null) return null;
  return total === 0 ? 100 : Math.min(100, (rows / total) * 100);
}

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

  const percent = phase.status === 'downloading' ? percentOf(phase.progress) : null;

  return (
    <Dialog open onClose={downloading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t.description}
        </Typography>
        <Box data-testid="export-filters">
          {filters.length === 0 ? (
            <Typography variant="body2">{t.allConversations}</Typography>
          ) : (
            <>
              <Typography variant="body2">{t.appliedFilters}</Typography>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
                {filters.map((line) => (
                  <Typography component="li" variant="body2" key={line}>
                    {line}
                  </Typography>
                ))}
              </Box>
            </>
          )}
          {state.include_preview ? null : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t.previewExcluded}
            </Typography>
          )}
        </Box>
        <FormControl disabled={downloading}>
          <FormLabel id={`${id}-encoding`}>{t.encoding}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-encoding`}
            value={encoding}
            onChange={(event) => {
              if (isEncoding(event.target.value)) setEncoding(event.target.value);
            }}
          >
            {EXPORT_ENCODINGS.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={EXPORT_ENCODING_LABELS[value]} />
            ))}
          </RadioGroup>
        </FormControl>
        {encoding === 'shift_jis' ? (
          <Alert severity="info" variant="outlined">
            {EXPORT_SHIFT_JIS_NOTE}
          </Alert>
        ) : null}
        {phase.status === 'downloading' ? (
          <Box role="status" sx={{ display: 'grid', gap: 0.75 }}>
            <LinearProgress
              aria-label={t.progress}
              variant={percent === null ? 'indeterminate' : 'determinate'}
              value={percent ?? undefined}
            />
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t.downloading} {t.rows(phase.progress.rows, phase.progress.total)}
            </Typography>
          </Box>
        ) : null}
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

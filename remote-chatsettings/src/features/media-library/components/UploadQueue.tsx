import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { formatBytes } from 'shared-ui';
import type { UploadEntry } from '../hooks/use-upload-queue';
import { labels } from '../labels';

export interface UploadQueueProps {
  entries: readonly UploadEntry[];
  onCancel(key: string): void;
  onClearFinished(): void;
}

function StatusLine({ entry }: { entry: UploadEntry }) {
  if (entry.status === 'refused') {
    return (
      <Typography variant="body2" color="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
        {labels.queue.refused}
        {entry.message ? `: ${entry.message}` : ''}
      </Typography>
    );
  }
  if (entry.status === 'done') {
    return (
      <Typography variant="body2" color="success.main">
        {labels.queue.done}
      </Typography>
    );
  }
  const percent = Math.round(entry.fraction * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant={entry.status === 'waiting' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={labels.queue.progress(entry.file.name)}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 44, textAlign: 'right' }}>
        {entry.status === 'waiting' ? labels.queue.waiting : labels.queue.percent(percent)}
      </Typography>
    </Box>
  );
}

const icons = { waiting: InsertDriveFileOutlinedIcon, sending: InsertDriveFileOutlinedIcon, done: CheckCircleOutlineIcon, refused: ErrorOutlineIcon };
const colors = { waiting: 'action', sending: 'primary', done: 'success', refused: 'error' } as const;

/** Every file of this visit's uploads: its progress, then 追加しました or why it was refused. */
export function UploadQueue({ entries, onCancel, onClearFinished }: UploadQueueProps) {
  if (entries.length === 0) return null;
  const active = entries.filter((entry) => entry.status === 'waiting' || entry.status === 'sending').length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="upload-queue-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="upload-queue-title" variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {labels.queue.title}
          {active > 0 ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>
              {labels.queue.summary(active, entries.length)}
            </Typography>
          ) : null}
        </Typography>
        {active < entries.length ? (
          <Button size="small" onClick={onClearFinished}>
            {labels.queue.clearFinished}
          </Button>
        ) : null}
      </Box>
      <Box
        component="ul"
        aria-label={labels.queue.list}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', columnGap: 3, rowGap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
      >
        {entries.map((entry) => {
          const Icon = icons[entry.status];
          const finished = entry.status === 'done' || entry.status === 'refused';
          return (
            <Box component="li" key={entry.key} sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: 1.5, alignItems: 'center' }}>
              <Icon color={colors[entry.status]} aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap title={entry.file.name}>
                  {entry.file.name}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {formatBytes(entry.file.size)}
                  </Typography>
                </Typography>
                <StatusLine entry={entry} />
              </Box>
              <IconButton
                size="small"
                aria-label={finished ? labels.queue.dismiss(entry.file.name) : labels.queue.cancel(entry.file.name)}
                onClick={() => onCancel(entry.key)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

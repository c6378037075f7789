import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { labels } from '../labels';

export type NoticeSeverity = 'success' | 'error';
export interface Notice {
  severity: NoticeSeverity;
  message: string;
}

export interface NoticeSnackbarProps {
  notice: Notice | null;
  onClose(): void;
}

/** A success fades on its own; an error stays until the owner has read it and closes it. */
const SUCCESS_DURATION_MS = 4000;

export function NoticeSnackbar({ notice, onClose }: NoticeSnackbarProps) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={notice?.severity === 'success' ? SUCCESS_DURATION_MS : null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={onClose}
          slotProps={{ closeButton: { title: labels.notice.close, 'aria-label': labels.notice.close } }}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ minWidth: 280, alignItems: 'center' }}
        >
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export interface LoadErrorAlertProps {
  /** '…を読み込めませんでした', followed by the error's own message. */
  loadFailed: string;
  error: Error;
  retry: string;
  onRetry(): void;
}

/** What could not be read, why, and a button that reads it again. */
export function LoadErrorAlert({ loadFailed, error, retry, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      {loadFailed}: {error.message}
    </Alert>
  );
}

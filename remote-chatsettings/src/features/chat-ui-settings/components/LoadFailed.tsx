import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { labels } from '../labels';

export interface LoadFailedProps {
  message: string;
  onRetry(): void;
}

export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {labels.retry}
        </Button>
      }
    >
      <AlertTitle>{labels.loadFailed}</AlertTitle>
      {message}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TitledLoadErrorAlertProps {
  /** '…を読み込めませんでした', the alert's title; the error's own message stands under it. */
  title: string;
  /** null when the failure has no message of its own (the title then says it all). */
  error: Error | null;
  retry: string;
  onRetry(): void;
  sx?: SxProps<Theme>;
}

/** What could not be read as a heading, why under it, and a button that reads it again: for a whole screen's data. */
export function TitledLoadErrorAlert({ title, error, retry, onRetry, sx }: TitledLoadErrorAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retry}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {error?.message}
    </Alert>
  );
}

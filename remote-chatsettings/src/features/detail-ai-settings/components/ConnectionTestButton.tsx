import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import type { ConnectionTestResponse } from 'shared-contracts';
import { labels } from '../labels';

export interface ConnectionTestButtonProps {
  onTest(): void;
  pending: boolean;
  /** The API's answer, or a failed request turned into the same shape. */
  result: ConnectionTestResponse | null;
}

export function ConnectionTestButton({ onTest, pending, result }: ConnectionTestButtonProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" startIcon={<NetworkCheckIcon />} onClick={onTest} loading={pending} loadingPosition="start">
          {labels.connectionTest}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {pending ? labels.connectionTestRunning : labels.connectionTestHint}
        </Typography>
      </Box>
      {result && !pending ? (
        <Alert severity={result.ok ? 'success' : 'error'} role="status" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
          {result.message}
        </Alert>
      ) : null}
    </Box>
  );
}

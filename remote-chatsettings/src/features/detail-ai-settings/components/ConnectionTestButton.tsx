import { useEffect, useRef } from 'react';
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
  /** The button's accessible name when the screen has more than one test (it contains the visible 接続テスト). */
  ariaLabel?: string;
  hint?: string;
}

export function ConnectionTestButton({ onTest, pending, result, ariaLabel, hint = labels.connectionTestHint }: ConnectionTestButtonProps) {
  const answer = useRef<HTMLDivElement>(null);
  // The answer may land below the fold (or under the sticky save bar): bring it into view.
  useEffect(() => {
    if (result) answer.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [result]);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" startIcon={<NetworkCheckIcon />} onClick={onTest} loading={pending} loadingPosition="start" aria-label={ariaLabel}>
          {labels.connectionTest}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {pending ? labels.connectionTestRunning : hint}
        </Typography>
      </Box>
      {result && !pending ? (
        <Alert
          ref={answer}
          severity={result.ok ? 'success' : 'error'}
          role="status"
          sx={{ mt: 1.5, whiteSpace: 'pre-wrap', scrollMarginBottom: 96 }}
        >
          {result.message}
        </Alert>
      ) : null}
    </Box>
  );
}
